export * from './errorLog';
export * from './paths';
export * from './safety';
export * from './serverTime';
export * from './startup';
export type * from './types';
