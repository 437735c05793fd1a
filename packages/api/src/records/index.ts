export * from './paths';
export * from './records';
export type * from './types';
