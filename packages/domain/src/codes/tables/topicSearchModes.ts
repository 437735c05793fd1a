import type { SearchFieldCode } from './searchFields';

/**
 * Search modes of the topic page (/keyword, doc 001 §3): each mode searches one field.
 * Modes 2 and 3 both search organizations (O). Labels are not given by the spec.
 */
export const topicSearchModes = [
  { mode: 1, field: 'U', key: 'topic' },
  { mode: 2, field: 'O', key: 'organization' },
  { mode: 3, field: 'O', key: 'organization' },
  { mode: 4, field: 'A', key: 'author' },
  { mode: 5, field: 'J', key: 'journal' },
] as const satisfies readonly { mode: number; field: SearchFieldCode | 'O'; key: string }[];

export type TopicSearchMode = (typeof topicSearchModes)[number]['mode'];

export function topicSearchField(mode: number): (typeof topicSearchModes)[number]['field'] | undefined {
  return topicSearchModes.find((m) => m.mode === mode)?.field;
}
