import { getJson, postJson, streamEvents, uploadFile, type CallOptions, type FilePart } from '../core';
import { answerChunks } from './answerStream';
import { AI_PATHS as P } from './paths';
import type {
  AnswerChunk,
  ChatAnswer,
  ChatCacheEntry,
  ChatCacheKey,
  ChatFileAnswer,
  ChatKeywords,
  ChatPayload,
  TranslationPayload,
} from './types';

/** /rweb/chat conversation: the answer streams as SSE chunks (references, text pieces, done), like WeResearch. */
export const streamChatConversation = (payload: ChatPayload, options?: CallOptions): AsyncGenerator<AnswerChunk> =>
  answerChunks(streamEvents(P.chatConversation, payload, options));

/** Keywords of a question (GET /rweb/chat/getChatKeyWord/{encoded}). */
export const getChatKeyWord = (question: string, options?: CallOptions) =>
  getJson<ChatKeywords>(P.getChatKeyWord(question), {}, options);

export const getChatAnalysis = (payload: ChatPayload, options?: CallOptions) =>
  postJson<ChatAnswer>(P.getAnalysis, payload, options);
export const getChatVt = (payload: ChatPayload, options?: CallOptions) =>
  postJson<ChatAnswer>(P.getVt, payload, options);
/** Summary (综述). */
export const getChatZs = (payload: ChatPayload, options?: CallOptions) =>
  postJson<ChatAnswer>(P.getZs, payload, options);
export const getChatCcZs = (payload: ChatPayload, options?: CallOptions) =>
  postJson<ChatAnswer>(P.getCcZs, payload, options);
/** Summary outline. */
export const getChatZsDldh = (payload: ChatPayload, options?: CallOptions) =>
  postJson<ChatAnswer>(P.getZsDldh, payload, options);
export const getChatZsCaChe = (payload: ChatCacheKey, options?: CallOptions) =>
  postJson<ChatCacheEntry | null>(P.getZsCaChe, payload, options);
export const getChatCcZsCache = (payload: ChatCacheKey, options?: CallOptions) =>
  postJson<ChatCacheEntry | null>(P.getCcZsCache, payload, options);
export const saveChatCcZsCache = (payload: ChatCacheEntry, options?: CallOptions) =>
  postJson<ChatCacheEntry>(P.saveCcZsCache, payload, options);
export const getChatDocFile = (payload: ChatPayload, options?: CallOptions) =>
  postJson<ChatFileAnswer>(P.getDocFile, payload, options);
/** Translation (翻译). */
export const chatFanyi = (payload: TranslationPayload, options?: CallOptions) =>
  postJson<ChatAnswer>(P.fanyi, payload, options);
/** Chart data upload (single file). */
export const uploadBaiduChartFile = (file: FilePart, options?: CallOptions) =>
  uploadFile<ChatFileAnswer>(P.baiduChartUploadFile, file, {}, options);
export const getBaiduChartFile = (payload: { fileId: string }, options?: CallOptions) =>
  postJson<ChatAnswer>(P.baiduChartFile, payload, options);
