export * from './download';
export * from './paths';
export type * from './types';
