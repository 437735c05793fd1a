export * from './orderCheck';
export * from './paths';
export type * from './types';
