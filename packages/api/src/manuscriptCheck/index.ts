export * from './manuscriptCheck';
export * from './paths';
export type * from './types';
