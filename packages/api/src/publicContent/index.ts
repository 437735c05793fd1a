export * from './paths';
export * from './publicContent';
export type * from './types';
