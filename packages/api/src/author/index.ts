export * from './author';
export * from './paths';
export type * from './types';
