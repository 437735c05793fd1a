export * from './citationMetrics';
export * from './journalTagDisplay';
