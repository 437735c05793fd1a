/** What the search boxes ask as the visitor types: keyword and topic suggestions, and the professional-mode check. */
import {
  authorSearchPrefix,
  journalSearchPrefix,
  suggestOrganizations,
  textIsRegex,
  wordSearchPrefix,
  type SuggestionItem,
} from '@wenxian/api';
import type { TopicSearchMode } from '@wenxian/domain';
import type { SuggestionOption } from '@wenxian/ui';

/** Keyword suggestions (检索词智能提示) for the search boxes; failures are silent (doc 000 §8). */
export async function loadKeywordSuggestions(text: string, signal: AbortSignal): Promise<SuggestionOption[]> {
  const items = await wordSearchPrefix({ content: text }, { signal });
  return items.map((item, index) => ({
    id: String(item.id ?? `${item.name}-${index}`),
    name: item.name,
    count: item.recommendValue,
  }));
}

/** The server check behind the automatic switch to professional mode (doc 000 §4.5). */
export function checkProfessional(text: string, signal: AbortSignal): Promise<boolean> {
  return textIsRegex({ content: text }, { signal });
}

const toOptions = (items: readonly SuggestionItem[]): SuggestionOption[] =>
  items.map((item, index) => ({
    id: String(item.id ?? `${item.name}-${index}`),
    name: item.name,
    count: item.recommendValue,
  }));

/**
 * Suggestions of the topic page's box in its mode, with publication counts (发文量, doc 000 §2.6): subject words
 * (1), organisations (2, 3), authors (4), journals (5). Failures are silent.
 */
export async function loadTopicSuggestions(
  text: string,
  signal: AbortSignal,
  mode: TopicSearchMode,
): Promise<SuggestionOption[]> {
  switch (mode) {
    case 1:
      return toOptions(await wordSearchPrefix({ content: text }, { signal }));
    case 2:
    case 3:
      return toOptions(await suggestOrganizations({ content: text, isChina: true }, { signal }));
    case 4:
      return toOptions(await authorSearchPrefix({ content: text }, { signal }));
    case 5:
      return toOptions(await journalSearchPrefix({ content: text }, { signal }));
  }
}
