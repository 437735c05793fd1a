export * from './conference';
export * from './paths';
export type * from './types';
