export * from './paths';
export * from './content';
export type * from './types';
