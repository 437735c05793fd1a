export * from './messages';
export * from './codes';
