export * from './activity';
export * from './paths';
export type * from './types';
