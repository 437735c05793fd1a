export * from './citationMetrics';
export * from './journalTagDisplay';
export * from './journalInitial';
