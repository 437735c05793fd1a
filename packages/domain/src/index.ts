export * from './messages';
export * from './codes';
export * from './download';
export * from './captcha';
export * from './time';
export * from './format';
export * from './validation';
