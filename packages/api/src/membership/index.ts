export * from './membership';
export * from './paths';
export type * from './types';
