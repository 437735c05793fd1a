/** Aggregation (facet) codes seen on journal searches (doc 001 §3). Their meaning is not shown. */
export const journalAggregationCodes = ['S', 'PRAW', 'LS', 'PADY'] as const;
export type JournalAggregationCode = (typeof journalAggregationCodes)[number];
