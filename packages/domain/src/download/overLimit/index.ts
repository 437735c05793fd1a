export * from './types';
export * from './buttons';
export * from './model';
export * from './matrix';
