export * from './searchBox';
export * from './paths';
export * from './search';
export type * from './types';
