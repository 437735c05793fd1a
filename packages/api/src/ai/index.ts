export * from './answerStream';
export * from './chat';
export * from './conversations';
export * from './paths';
export type * from './types';
