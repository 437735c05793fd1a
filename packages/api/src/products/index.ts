export * from './products';
export * from './paths';
export type * from './types';
