import { messages } from '../../messages/messages';

/** Standard status options (doc 000 §4.5, doc 001 §3): void and current. */
export const standardStatusOptions = [
  { key: 'void', label: messages.standardStatus.void },
  { key: 'current', label: messages.standardStatus.current },
] as const;

export type StandardStatusKey = (typeof standardStatusOptions)[number]['key'];
