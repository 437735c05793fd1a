export * from './thesisDetection';
export * from './paths';
export type * from './types';
