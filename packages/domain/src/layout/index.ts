export * from './scrollRules';
export * from './progressBar';
export * from './fontScale';
export * from './prefetch';
export * from './mobile';
