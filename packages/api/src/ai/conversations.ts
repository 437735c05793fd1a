import { deleteCall, getJson, postJson, streamEvents, type CallOptions } from '../core';
import { answerChunks } from './answerStream';
import { AI_PATHS as P } from './paths';
import type {
  AnswerChunk,
  Conversation,
  ConversationList,
  ConversationListQuery,
  ConversationMessage,
  CreateConversationPayload,
  MessageFeedbackPayload,
  SendMessagePayload,
  UpdateConversationPayload,
} from './types';

export const listConversations = (query: ConversationListQuery = {}, options?: CallOptions) =>
  getJson<ConversationList>(P.conversations, query, options);
/** Starting a conversation requires login (doc 000 §6). */
export const createConversation = (payload: CreateConversationPayload, options?: CallOptions) =>
  postJson<Conversation>(P.createConversation, payload, options);
export const updateConversation = (id: string, payload: UpdateConversationPayload, options?: CallOptions) =>
  postJson<Conversation>(P.conversation(id), payload, options);
export const deleteConversation = (id: string, options?: CallOptions) =>
  deleteCall<unknown>(P.conversation(id), {}, options);
export const getConversationMessages = (id: string, options?: CallOptions) =>
  getJson<ConversationMessage[]>(P.messages(id), {}, options);

/** Asks a question; the answer streams as SSE chunks. */
export function streamConversationMessage(
  id: string,
  payload: SendMessagePayload,
  options?: CallOptions,
): AsyncGenerator<AnswerChunk> {
  return answerChunks(streamEvents(P.messages(id), payload, options));
}

/** Regenerates an answer; streams like a new message. */
export function regenerateMessage(id: string, messageId: string, options?: CallOptions): AsyncGenerator<AnswerChunk> {
  return answerChunks(streamEvents(P.regenerate(id, messageId), {}, options));
}

/** Like/dislike on an answer. */
export const sendMessageFeedback = (
  id: string,
  messageId: string,
  payload: MessageFeedbackPayload,
  options?: CallOptions,
) => postJson<unknown>(P.messageFeedback(id, messageId), payload, options);
