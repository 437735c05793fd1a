export * from './scrollRules';
export * from './progressBar';
export * from './prefetch';
export * from './mobile';
