export * from './errorPage';
export * from './errorMessages';
export * from './errorLog';
export * from './chunkReload';
export * from './pageStatus';
