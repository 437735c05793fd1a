import { messages } from '../messages/messages';

/**
 * A date as shown, or 未知 (doc 000 §5): missing or blank values, values starting with 1600
 * (the server's placeholder year) and values reading "unknown" in any case. Anything else is
 * shown as the server sent it.
 */
export function displayDate(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '' || text.startsWith('1600') || text.toLowerCase() === 'unknown') return messages.format.unknownDate;
  return text;
}
