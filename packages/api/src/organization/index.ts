export * from './organization';
export * from './paths';
export type * from './types';
