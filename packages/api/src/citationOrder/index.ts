export * from './citationOrder';
export * from './paths';
export type * from './types';
