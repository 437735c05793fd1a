export * from './beijingTime';
