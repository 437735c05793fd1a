export * from './analysisInput';
