import { partOnUse } from '../../app/hydration/partOnUse';

/**
 * /chat's question and answer bubbles, whose code (the markdown renderer and the sanitizer of answers) is not
 * downloaded with the page: the assistant opens with no question and so no bubble. It comes when the visitor
 * turns to the question box, with the page's code when a link to it is pointed at (its route module's
 * `prefetch`), or when an answer is first shown; until then that answer waits (`AnswerWait`). The server renders
 * the bubbles as any part (app/hydration/partOnUse.tsx).
 */
export const ChatBubbleOnUse = partOnUse(() => import('./chatBubble').then((m) => m.ChatBubble));

/** Starts the bubbles' download, once; a failed one is tried again when a bubble is rendered. */
export const loadChatBubble = () => ChatBubbleOnUse.load().catch(() => undefined);
