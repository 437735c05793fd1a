export * from './core/basePath';
export * from './core/client';
export type { Envelope } from './core/envelope';
export * from './site';
export * from './core';
