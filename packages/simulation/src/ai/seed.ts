import { corpus } from '../handlers/corpusAndSearchEngine';
import { nextId, simulationState } from '../session/state';
import type { Conversation } from '../session/aiRecords';
import { composeAnswer } from './answer';

/**
 * A saved conversation written straight into the session state (stories and tests that start inside a
 * conversation): the question and the answer the simulation gives to it, citing corpus records.
 */
export async function seedConversation(options: {
  memberId: string;
  question: string;
  id?: string;
}): Promise<Conversation> {
  const answer = composeAnswer(await corpus(), options.question);
  const state = simulationState();
  const now = state.now();
  const conversation: Conversation = {
    id: options.id ?? nextId('CV'),
    memberId: options.memberId,
    title: options.question.slice(0, 30),
    createdAt: now,
    updatedAt: now,
    messages: [
      { id: nextId('MSG'), role: 'user', content: options.question, citations: [], feedback: null, createdAt: now },
      {
        id: nextId('MSG'),
        role: 'assistant',
        content: answer.content,
        citations: answer.citations.map((r) => r.id),
        feedback: null,
        createdAt: now,
      },
    ],
  };
  state.conversations.set(conversation.id, conversation);
  return conversation;
}
