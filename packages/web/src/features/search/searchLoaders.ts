import { textIsRegex, wordSearchPrefix } from '@wenxian/api';
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
