/**
 * Condition filters of a search request (doc 001 §3): the one-letter codes plus four named
 * filters that are sent under their own names.
 */
export const conditionFilters = [
  { code: 'Y', key: 'year' },
  { code: 'O', key: 'organization' },
  { code: 'A', key: 'author' },
  { code: 'S', key: 'topic' },
  { code: 'C', key: 'subject' },
  { code: 'J', key: 'journal' },
  { code: 'type', key: 'type' },
  { code: 'language', key: 'language' },
  { code: 'thesisType', key: 'thesisType' },
  { code: 'standardType', key: 'standardType' },
] as const;

export type ConditionFilterCode = (typeof conditionFilters)[number]['code'];
