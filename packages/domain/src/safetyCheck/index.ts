export * from './rotation';
export * from './timings';
export * from './machine';
