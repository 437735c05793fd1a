export * from './publisherPlace';
