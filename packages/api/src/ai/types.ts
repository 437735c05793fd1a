import type { LiteratureTypeCode } from '@wenxian/domain';
import type { LiteratureSummary, Page, PageQuery } from '../shared/types';

/** A saved AI search conversation. // shape decided here */
export type Conversation = { id: string; title: string; createdAt: string; updatedAt: string };

/** One message of a conversation; message states are not shown in the spec. // shape decided here */
export type ConversationMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** Literature cited by the answer. */
  references?: LiteratureSummary[];
  feedback?: MessageFeedbackValue | null;
  createdAt: string;
};

export type ConversationList = Page<Conversation>;
export type ConversationListQuery = PageQuery & { keyword?: string };
export type CreateConversationPayload = { title?: string; question?: string };
export type UpdateConversationPayload = { title: string };
export type SendMessagePayload = {
  content: string;
  /** Restrict the search to these literature types. */ types?: LiteratureTypeCode[];
};

/** 1 like, -1 dislike. // shape decided here */
export type MessageFeedbackValue = 1 | -1;
export type MessageFeedbackPayload = { value: MessageFeedbackValue; reason?: string };

/**
 * One chunk of a streamed answer: each SSE event's data is one of these as JSON. `delta` appends text,
 * `references` lists cited records, `done` closes the message with its id, `error` ends it with a message.
 * // shape decided here
 */
export type AnswerChunk =
  | { type: 'delta'; content: string }
  | { type: 'references'; references: LiteratureSummary[] }
  | { type: 'done'; messageId: string; conversationId: string }
  | { type: 'error'; message: string };

/** /rweb/chat request: the question or text to work on. // shape decided here */
export type ChatPayload = { content: string; conversationId?: string };
/** Chart data of a /rweb/baiduchart answer: categories (first CSV column) and one series per other column. */
export type ChatChart = { categories: string[]; series: { name: string; data: number[] }[] };
/** A non-streamed /rweb/chat answer (markdown content). // shape decided here */
export type ChatAnswer = { content: string; references?: LiteratureSummary[]; chart?: ChatChart };
export type ChatKeywords = { keywords: string[] };
export type ChatCacheKey = { key: string };
export type ChatCacheEntry = { key: string; content: string };
export type ChatFileAnswer = { fileId: string; fileName: string; url?: string };
export type TranslationPayload = { content: string; from?: string; to: string };
