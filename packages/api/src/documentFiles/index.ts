export * from './documentFiles';
export * from './paths';
export type * from './types';
