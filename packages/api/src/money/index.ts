export * from './money';
export * from './paths';
export type * from './types';
