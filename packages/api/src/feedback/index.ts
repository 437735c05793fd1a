export * from './feedback';
export * from './paths';
export type * from './types';
