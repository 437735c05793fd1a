export * from './scrollRules';
export * from './progressBar';
