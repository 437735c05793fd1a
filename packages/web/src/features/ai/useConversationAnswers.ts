import { useState } from 'react';
import type { ConversationMessage } from '@wenxian/api';
import { useAnswerQuery, type AnswerRequest } from './aiApi';
import { stopAnswer } from './answerStream';
import { logWeResearch } from '../shared/behaviorLog';

let sequence = 0;
const nextRequestId = () => `answer-${Date.now().toString(36)}-${(sequence += 1)}`;

/**
 * The answer being streamed in a conversation, and where it sits among the saved messages: after the
 * messages that existed when it was asked (a new question), or in place of the answer it regenerates.
 * The stream's bubble stays after it settles (stopped or failed answers keep what the user saw) until
 * the next question.
 */
export type ActiveAnswer = { request: AnswerRequest; question?: string; savedBefore: number; replaces?: string };

export function useConversationAnswers(conversationId: string, saved: readonly ConversationMessage[]) {
  const [active, setActive] = useState<ActiveAnswer | null>(null);
  // `currentData`, not `data`: while a new question's entry starts, `data` would still be the previous answer,
  // and the new bubble would flash its text (and the first character would seem to arrive at once).
  const { currentData: answer } = useAnswerQuery(active?.request ?? { requestId: '', kind: 'chat', content: '' }, {
    skip: !active,
  });

  const ask = (content: string) => {
    logWeResearch({ conversationId, question: content });
    setActive({
      request: { requestId: nextRequestId(), kind: 'ask', conversationId, content, after: saved.length },
      question: content,
      savedBefore: saved.length,
    });
  };
  const regenerate = (messageId: string) =>
    setActive({
      request: { requestId: nextRequestId(), kind: 'regenerate', conversationId, messageId },
      savedBefore: saved.length,
      replaces: messageId,
    });
  const stop = () => active && stopAnswer(active.request.requestId);

  /** Retry a failed answer: regenerate the answer the server kept, or ask again when it kept none. */
  const retry = () => {
    if (!active) return;
    const stored = saved.slice(active.savedBefore).findLast((m) => m.role === 'assistant');
    if (active.replaces) regenerate(active.replaces);
    else if (stored)
      setActive({
        ...active,
        request: { requestId: nextRequestId(), kind: 'regenerate', conversationId, messageId: stored.id },
        replaces: undefined,
      });
    else if (active.question) ask(active.question);
  };

  return {
    active,
    answer,
    ask,
    regenerate,
    stop,
    retry,
    isStreaming: (answer?.status === 'streaming' || answer?.status === 'reconnecting') && Boolean(active),
  };
}
