export * from './behaviorLog';
export * from './paths';
export type * from './types';
