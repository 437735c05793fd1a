export * from './constants';
export * from './nextStep';
export * from './analytics';
export * from './overLimit';
export * from './redownload';
