export * from './documents';
export * from './paths';
export type * from './types';
