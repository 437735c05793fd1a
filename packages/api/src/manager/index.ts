export * from './manager';
export * from './paths';
export type * from './types';
