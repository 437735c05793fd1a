/**
 * Suggestions are debounced and stale replies are discarded (doc 000 §4.5): each request takes
 * a ticket; only the reply to the newest ticket is used.
 */
export interface ReplySequencer {
  /** Takes a ticket for a new request. */
  next(): number;
  /** Whether a reply for this ticket is still the newest one. */
  isLatest(ticket: number): boolean;
}

export function createReplySequencer(): ReplySequencer {
  let latest = 0;
  return {
    next: () => {
      latest += 1;
      return latest;
    },
    isLatest: (ticket) => ticket === latest,
  };
}
