export * from './magazine';
export * from './paths';
export type * from './types';
