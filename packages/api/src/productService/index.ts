export * from './productService';
export * from './paths';
export type * from './types';
