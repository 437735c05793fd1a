import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { aiLabels } from '@wenxian/domain';
import { partOnUse } from '../../app/hydration/partOnUse';
import { Muted } from './ai.styles';

/**
 * /chat's question and answer bubbles, whose code (the markdown renderer and the sanitizer of answers) is not
 * downloaded with the page: the assistant opens with no question and so no bubble. It comes when the visitor
 * turns to the page (a focus in it), with the page's code when a link to it is pointed at (its route module's
 * `prefetch`), or when an answer is first shown, which waits for it (`AnswerWait`). The server renders the bubbles
 * as any part (app/hydration/partOnUse.tsx).
 */
export const ChatBubbleOnUse = partOnUse(() => import('./chatBubble').then((m) => m.ChatBubble));

/** Starts the bubbles' download, once; a failed one is tried again when an answer is shown. */
export const loadChatBubble = () => ChatBubbleOnUse.load().catch(() => undefined);

/** An answer whose bubbles' code is still on its way: the page says it is looking meanwhile. */
export function AnswerWait({ children }: { children: ReactNode }) {
  return <Suspense fallback={<BubbleCodeWait />}>{children}</Suspense>;
}

/**
 * Waits for the bubbles' code. A download that fails is the page's chunk failure, given to the route's error
 * page, which reloads the page (at most once a minute, doc 000 §8): the browser keeps a failed module failed, and
 * the answer would otherwise wait for ever.
 */
function BubbleCodeWait() {
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    let isCurrent = true;
    ChatBubbleOnUse.load().catch((error: unknown) => void (isCurrent && setFailure({ error })));
    return () => void (isCurrent = false);
  }, []);
  if (failure) throw failure.error;
  return <Muted role="status">{aiLabels.chat.thinking}</Muted>;
}
