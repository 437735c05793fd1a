import { useState } from 'react';

/** The references ticked for batch citation, per message (each answer keeps its own ticks). */
const NONE: readonly string[] = [];

export function useReferenceSelection() {
  const [byMessage, setByMessage] = useState<Record<string, string[]>>({});
  return {
    /** The same empty list for every untouched message, so memoised bubbles see no change. */
    of: (messageId: string): readonly string[] => byMessage[messageId] ?? NONE,
    set: (messageId: string, ids: string[]) => setByMessage((all) => ({ ...all, [messageId]: ids })),
  };
}
