import { useEffect, useState } from 'react';
import { streamWordSummarize } from '@wenxian/api';

export type SummaryState = { text: string; status: 'idle' | 'streaming' | 'done' | 'failed' };

/**
 * The AI summary of a subject, streamed into the page piece by piece (/word/summarize). Starts in the
 * browser once the page is shown (the server sends the page without it); `run` changes restart it.
 */
export function useSummaryStream(word: string | undefined, run: number): SummaryState {
  const [state, setState] = useState<SummaryState>({ text: '', status: 'idle' });
  useEffect(() => {
    if (!word) return undefined;
    const controller = new AbortController();
    let text = '';
    const consume = async () => {
      setState({ text: '', status: 'streaming' });
      try {
        for await (const piece of streamWordSummarize({ word }, { signal: controller.signal })) {
          text += piece;
          setState({ text, status: 'streaming' });
        }
        setState({ text, status: 'done' });
      } catch {
        if (!controller.signal.aborted) setState({ text, status: 'failed' });
      }
    };
    void consume();
    return () => controller.abort();
  }, [word, run]);
  return state;
}
