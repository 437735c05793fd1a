export * from './helpers';
export * from './paths';
export * from './search';
export type * from './types';
