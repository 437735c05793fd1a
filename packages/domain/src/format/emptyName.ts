import { messages } from '../messages/messages';

const emptyNames: readonly string[] = [messages.format.unknownName, messages.format.noName];

/** Names equal to 不详 or 无 (or blank) count as empty (doc 000 §5). */
export function isEmptyName(name: string | null | undefined): boolean {
  const text = (name ?? '').trim();
  return text === '' || emptyNames.includes(text);
}

/** The name to show, or null when it counts as empty. */
export function meaningfulName(name: string | null | undefined): string | null {
  return isEmptyName(name) ? null : (name ?? '').trim();
}
