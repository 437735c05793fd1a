export * from './login';
export * from './paths';
export * from './profile';
export * from './session';
export type * from './types';
