import { messages } from '../messages/messages';

export type OrganizationSearchDecision = { action: 'go'; path: string } | { action: 'warn'; message: string };

/**
 * The organization search banner (doc 000 §2.6, §5): empty text warns 请输入检索内容, otherwise
 * the page goes to /organization/search?k={text}.
 */
export function decideOrganizationSearch(text: string): OrganizationSearchDecision {
  const trimmed = text.trim();
  if (trimmed === '') return { action: 'warn', message: messages.search.emptyOrganizationInput };
  return { action: 'go', path: `/organization/search?k=${encodeURIComponent(trimmed)}` };
}
