export * from './literature';
export * from './paths';
export type * from './types';
