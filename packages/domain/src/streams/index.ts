export * from './pacing';
