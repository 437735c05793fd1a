export * from './errorPage';
export * from './errorMessages';
export * from './errorLog';
