export * from './paths';
export * from './subject';
export type * from './types';
