import { useEffect } from 'react';
import { looksProfessional } from '@wenxian/domain';
import { SUGGESTION_DEBOUNCE_MS } from '../SuggestionList/internal';

/** The server's check that a text is a professional expression (e.g. GET /text-is-regex). */
export type ProfessionalCheck = (text: string, signal: AbortSignal) => Promise<boolean>;

/**
 * The automatic switch of doc 000 §4.5: in basic mode, a text that starts with a field prefix or has
 * a spaced AND/OR/NOT is sent to the server check; a yes switches to professional mode. The check
 * waits for typing to pause (the suggestion debounce) and a reply for an older text is ignored.
 */
export function useProfessionalSwitch({
  text,
  isBasic,
  check,
  onSwitch,
}: {
  text: string;
  isBasic: boolean;
  check: ProfessionalCheck | undefined;
  onSwitch: () => void;
}): void {
  const shouldCheck = isBasic && Boolean(check) && looksProfessional(text);
  useEffect(() => {
    if (!shouldCheck || !check) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(text, controller.signal).then(
        (isProfessional) => {
          if (isProfessional && !controller.signal.aborted) onSwitch();
        },
        // A failed check leaves the mode as it is.
        () => undefined,
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // onSwitch is an event callback; a new identity must not restart the check.
  }, [text, shouldCheck, check]);
}
