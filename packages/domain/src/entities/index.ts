export * from './citationMetrics';
export * from './journalTagDisplay';
export * from './journalInitial';
export * from './provinceBars';
export * from './pageDescription';
export * from './measureAxisName';
