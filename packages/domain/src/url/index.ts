export * from './queryString';
