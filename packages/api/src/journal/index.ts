export * from './journal';
export * from './paths';
export type * from './types';
