import {
  chatFanyi,
  createConversation,
  deleteConversation,
  getBaiduChartFile,
  getChatAnalysis,
  getChatCcZs,
  getChatCcZsCache,
  getChatDocFile,
  getChatKeyWord,
  getChatVt,
  getChatZs,
  getChatZsCaChe,
  getChatZsDldh,
  getConversationMessages,
  listConversations,
  regenerateMessage,
  saveChatCcZsCache,
  sendMessageFeedback,
  streamChatConversation,
  streamConversationMessage,
  updateConversation,
  uploadBaiduChartFile,
  type ChatAnswer,
  type ChatCacheEntry,
  type ChatFileAnswer,
  type ChatKeywords,
  type Conversation,
  type ConversationList,
  type ConversationListQuery,
  type ConversationMessage,
  type MessageFeedbackValue,
} from '@wenxian/api';
import { messages } from '@wenxian/domain';
import { apiSlice, callApi, toQueryError } from '../../app/apiSlice';
import { followAnswer, startingAnswer, type AnswerState, type ResumeAnswer, type StoredAnswer } from './answerStream';

/** What starts a streamed answer. `requestId` makes each ask its own cache entry (asking twice streams twice). */
export type AnswerRequest =
  /** `after`: how many messages the conversation held when asked (where the stored answer is looked up). */
  | { requestId: string; kind: 'ask'; conversationId: string; content: string; after?: number }
  | { requestId: string; kind: 'regenerate'; conversationId: string; messageId: string }
  /** The /chat assistant's streamed answer (POST /rweb/chat/conversation). */
  | { requestId: string; kind: 'chat'; content: string };

const failureMessage = (error: unknown) => toQueryError(error).message || messages.errorPage.networkError;

function openAnswer(request: AnswerRequest, signal: AbortSignal) {
  if (request.kind === 'ask')
    return streamConversationMessage(request.conversationId, { content: request.content }, { signal });
  if (request.kind === 'regenerate') return regenerateMessage(request.conversationId, request.messageId, { signal });
  return streamChatConversation({ content: request.content }, { signal });
}

/**
 * Where a cut-off answer can be read back: the api writes a conversation's answer before streaming it, so
 * the conversation's messages hold it (a regenerated one in place). The /chat assistant keeps nothing.
 */
function resumeOf(request: AnswerRequest): ResumeAnswer | undefined {
  if (request.kind === 'chat') return undefined;
  return async (signal): Promise<StoredAnswer | null> => {
    const list = await getConversationMessages(request.conversationId, { signal });
    let message: ConversationMessage | undefined;
    if (request.kind === 'regenerate') message = list.find((m) => m.id === request.messageId);
    else {
      const newer = list.slice(request.after ?? 0);
      const question = newer.findIndex((m) => m.role === 'user' && m.content === request.content.trim());
      message = question < 0 ? undefined : newer.slice(question + 1).find((m) => m.role === 'assistant');
    }
    return message?.role === 'assistant'
      ? { content: message.content, references: message.references ?? [], messageId: message.id }
      : null;
  };
}

/** The /rweb/chat assistant's written answers, by mode (doc 001 §7). */
export type AssistantMode = 'analysis' | 'timeline' | 'summary' | 'layeredSummary' | 'outline';
const assistantCalls = {
  analysis: getChatAnalysis,
  timeline: getChatVt,
  summary: getChatZs,
  layeredSummary: getChatCcZs,
  outline: getChatZsDldh,
};

const messagesTag = (id: string) => ({ type: 'Conversations' as const, id: `messages-${id}` });
const LIST = { type: 'Conversations' as const, id: 'LIST' };

export const aiApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The member's conversations, newest first; `keyword` filters by title. */
    listConversations: build.query<ConversationList, ConversationListQuery>({
      queryFn: (query, { signal }) => callApi(() => listConversations(query, { signal })),
      providesTags: [LIST],
    }),
    getMessages: build.query<ConversationMessage[], string>({
      queryFn: (id, { signal }) => callApi(() => getConversationMessages(id, { signal })),
      providesTags: (_result, _error, id) => [messagesTag(id)],
    }),
    createConversation: build.mutation<Conversation, { question: string }>({
      queryFn: ({ question }) => callApi(() => createConversation({ question })),
      invalidatesTags: [LIST],
    }),
    renameConversation: build.mutation<Conversation, { id: string; title: string }>({
      queryFn: ({ id, title }) => callApi(() => updateConversation(id, { title })),
      invalidatesTags: [LIST],
    }),
    deleteConversation: build.mutation<unknown, string>({
      queryFn: (id) => callApi(() => deleteConversation(id)),
      invalidatesTags: [LIST],
    }),
    sendFeedback: build.mutation<unknown, { conversationId: string; messageId: string; value: MessageFeedbackValue }>({
      queryFn: ({ conversationId, messageId, value }) =>
        callApi(() => sendMessageFeedback(conversationId, messageId, { value })),
      // The saved message shows the choice at once; a failure puts it back.
      async onQueryStarted({ conversationId, messageId, value }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          aiApi.util.updateQueryData('getMessages', conversationId, (list) => {
            const message = list.find((m) => m.id === messageId);
            if (message) message.feedback = value;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /**
     * A streamed answer (doc 000 §9 pacing): the entry starts empty and `onCacheEntryAdded` fills it from
     * the api's SSE reader with `updateCachedData` as chunks arrive. Leaving the page ends the stream.
     */
    answer: build.query<AnswerState, AnswerRequest>({
      queryFn: () => ({ data: startingAnswer }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(request, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        // Ends this entry's stream when the entry goes (the page was left), never another entry's.
        const left = new AbortController();
        const settled = followAnswer(
          request.requestId,
          (signal) => openAnswer(request, signal),
          updateCachedData,
          failureMessage,
          resumeOf(request),
          left.signal,
        ).then(() => {
          // The conversation now holds the answer (and its title may have been set from the question).
          if (request.kind !== 'chat') dispatch(aiApi.util.invalidateTags([messagesTag(request.conversationId), LIST]));
        });
        await cacheEntryRemoved;
        left.abort();
        await settled;
      },
    }),
    chatKeywords: build.query<ChatKeywords, string>({
      queryFn: (question) => callApi(() => getChatKeyWord(question)),
    }),
    /** A written answer; summaries look the saved copy up first and save a fresh one (the cache calls). */
    assistantAnswer: build.query<
      ChatAnswer & { fromCache?: boolean },
      { mode: AssistantMode; content: string; fresh?: boolean }
    >({
      queryFn: ({ mode, content, fresh }) =>
        callApi(async () => {
          const isSummary = mode === 'summary' || mode === 'layeredSummary';
          const key = `${mode}:${content}`;
          if (isSummary && !fresh) {
            const lookup = mode === 'summary' ? getChatZsCaChe : getChatCcZsCache;
            const saved = await lookup({ key });
            if (saved) return { content: saved.content, fromCache: true };
          }
          const answer = await assistantCalls[mode]({ content });
          if (isSummary) await saveChatCcZsCache({ key, content: answer.content } satisfies ChatCacheEntry);
          return answer;
        }),
    }),
    translate: build.mutation<ChatAnswer, { content: string; to: string }>({
      queryFn: (payload) => callApi(() => chatFanyi(payload)),
    }),
    docFile: build.mutation<ChatFileAnswer, { content: string }>({
      queryFn: (payload) => callApi(() => getChatDocFile(payload)),
    }),
    chartOfFile: build.mutation<ChatAnswer, File>({
      queryFn: (file) =>
        callApi(async () => {
          const upload = await uploadBaiduChartFile(file);
          return getBaiduChartFile({ fileId: upload.fileId });
        }),
    }),
  }),
});

export const {
  useListConversationsQuery,
  useGetMessagesQuery,
  useCreateConversationMutation,
  useRenameConversationMutation,
  useDeleteConversationMutation,
  useSendFeedbackMutation,
  useAnswerQuery,
  useChatKeywordsQuery,
  useAssistantAnswerQuery,
  useTranslateMutation,
  useDocFileMutation,
  useChartOfFileMutation,
} = aiApi;
