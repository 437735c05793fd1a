import { memo, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ChatBubble, ChatSender, VisuallyHidden, type ChatReference } from '@wenxian/ui';
import { aiLabels } from '@wenxian/domain';
import type { ConversationMessage, LiteratureSummary } from '@wenxian/api';
import { definePage, pageFailure } from '../../app/routeModule';
import { settle } from '../../app/settle';
import { useAppDispatch } from '../../app/hooks';
import {
  aiApi,
  useGetMessagesQuery,
  useListConversationsQuery,
  useSendFeedbackMutation,
} from '../../features/ai/aiApi';
import { useConversationAnswers } from '../../features/ai/useConversationAnswers';
import type { ChatLocationState } from '../../features/ai/useStartConversation';
import { citationOpened } from '../../features/citation/citationModal';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { useReferenceSelection } from '../../features/ai/useReferenceSelection';
import { Column, Log, Muted, StickySender } from './ai.styles';

const L = aiLabels.chat;

const referencesOf = (list: readonly LiteratureSummary[] | undefined): ChatReference[] =>
  (list ?? []).map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    source: r.source,
    year: r.year,
    authors: r.authors.map((a) => a.name),
  }));

const copyText = (text: string) => navigator.clipboard?.writeText(text);

/** What a saved message's buttons do; one stable object, so saved bubbles skip re-rendering while an answer streams. */
type SavedActions = {
  regenerate: (messageId: string) => void;
  feedback: (messageId: string, value: 1 | -1) => void;
  cite: (references: readonly LiteratureSummary[] | undefined, ids: string[]) => void;
  select: (messageId: string, ids: string[]) => void;
};

const SavedBubble = memo(function SavedBubble({
  message,
  canRegenerate,
  selected,
  actions,
}: {
  message: ConversationMessage;
  canRegenerate: boolean;
  selected: readonly string[];
  actions: SavedActions;
}) {
  return (
    <ChatBubble
      sender={message.role}
      content={message.content}
      anchorPrefix={`ref-${message.id}`}
      references={referencesOf(message.references)}
      feedback={message.feedback ?? null}
      selectedReferenceIds={selected}
      onSelectedReferencesChange={(ids) => actions.select(message.id, ids)}
      onCiteSelected={(ids) => actions.cite(message.references, ids)}
      onCopy={copyText}
      onRegenerate={canRegenerate ? () => actions.regenerate(message.id) : undefined}
      onFeedback={(value) => actions.feedback(message.id, value)}
    />
  );
});

const noMessages: ConversationMessage[] = [];

/** /WeResearch/{id}/chat: the conversation, its streaming answer, and the question box (members only). */
export function WeResearchChatPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching } = useGetMessagesQuery(id);
  // The conversation's title names the page, as its document title does: from the list the loader and side bar hold.
  const { title } = useListConversationsQuery(
    {},
    { selectFromResult: ({ data: list }) => ({ title: list?.list.find((c) => c.id === id)?.title }) },
  );
  const saved = data ?? noMessages;
  const { active, answer, ask, regenerate, stop, retry, isStreaming } = useConversationAnswers(id, saved);
  const [sendFeedback] = useSendFeedbackMutation();
  const selection = useReferenceSelection();
  const askedOnOpen = useRef(false);

  useEffect(() => {
    // The question the conversation was started with (router state from /WeResearch) is asked once.
    const question = (location.state as ChatLocationState | null)?.ask;
    if (!question || isLoading || askedOnOpen.current) return;
    askedOnOpen.current = true;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    if (saved.length === 0) ask(question);
  }, [location.state, isLoading]); // eslint-disable-line react-hooks/exhaustive-deps

  const feedbackOf = (messageId: string | undefined) => saved.find((m) => m.id === messageId)?.feedback ?? null;
  const onFeedback = (messageId: string | undefined) =>
    messageId ? (value: 1 | -1) => void sendFeedback({ conversationId: id, messageId, value }) : undefined;
  const cite = (references: readonly LiteratureSummary[] | undefined) => (ids: string[]) =>
    dispatch(
      citationOpened((references ?? []).filter((r) => ids.includes(r.id)).map((r) => ({ id: r.id, type: r.type }))),
    );

  const latest = useRef<SavedActions>(null as unknown as SavedActions);
  useEffect(() => {
    latest.current = {
      regenerate,
      feedback: (messageId, value) => void sendFeedback({ conversationId: id, messageId, value }),
      cite: (references, ids) => cite(references)(ids),
      select: selection.set,
    };
  });
  const actions = useMemo<SavedActions>(
    () => ({
      regenerate: (messageId) => latest.current.regenerate(messageId),
      feedback: (messageId, value) => latest.current.feedback(messageId, value),
      cite: (references, ids) => latest.current.cite(references, ids),
      select: (messageId, ids) => latest.current.select(messageId, ids),
    }),
    [],
  );

  // A refetch that fails (still offline after a failed answer) keeps the conversation on screen.
  if (error && !data) return <ApiErrorView error={error} />;

  // A finished answer is settling until the saved messages include it: the next question waits for that, so it
  // is placed after every saved message.
  const isSettling = Boolean(
    answer?.status === 'done' && answer.messageId && !saved.some((m) => m.id === answer.messageId),
  );
  const isBusy = isStreaming || isSettling;

  const savedBubble = (message: ConversationMessage) => (
    <SavedBubble
      key={message.id}
      message={message}
      canRegenerate={!isStreaming}
      selected={selection.of(message.id)}
      actions={actions}
    />
  );
  const streamBubble = answer && active && (
    <ChatBubble
      key={active.request.requestId}
      sender="assistant"
      content={answer.content}
      status={answer.status}
      errorMessage={answer.error}
      reconnectAttempt={answer.attempt}
      anchorPrefix={`ref-${active.request.requestId}`}
      references={referencesOf(answer.references)}
      feedback={feedbackOf(answer.messageId)}
      selectedReferenceIds={selection.of(active.request.requestId)}
      onSelectedReferencesChange={(ids) => selection.set(active.request.requestId, ids)}
      onCiteSelected={cite(answer.references)}
      onCopy={copyText}
      onRegenerate={answer.messageId ? () => regenerate(answer.messageId as string) : undefined}
      onFeedback={onFeedback(answer.messageId)}
      onRetry={retry}
    />
  );
  // A regenerated answer takes its message's place; a new one follows the messages saved before it.
  const shown = active && !active.replaces ? saved.slice(0, active.savedBefore) : saved;

  return (
    <Column>
      {/* Read out, not shown: the side bar marks the conversation, and the page is its messages. */}
      <VisuallyHidden as="h1">{title ?? aiLabels.weResearch.documentTitle}</VisuallyHidden>
      <Log role="log" aria-label={L.conversationLabel} aria-busy={isBusy}>
        {!isLoading && shown.length === 0 && !active && <Muted>{L.emptyConversation}</Muted>}
        {shown.map((message) => (message.id === active?.replaces ? streamBubble : savedBubble(message)))}
        {active && !active.replaces && (
          <>
            {active.question && <ChatBubble sender="user" content={active.question} />}
            {streamBubble}
          </>
        )}
      </Log>
      <StickySender>
        <ChatSender
          isStreaming={isStreaming}
          isDisabled={isLoading || isFetching || isSettling}
          onSend={(text) => void ask(text)}
          onStop={stop}
        />
      </StickySender>
    </Column>
  );
}

export const page = definePage({
  Component: WeResearchChatPage,
  loader: async ({ store, params }) => {
    const id = params.id ?? '';
    const [messages, list] = await Promise.all([
      settle(store.dispatch(aiApi.endpoints.getMessages.initiate(id))),
      settle(store.dispatch(aiApi.endpoints.listConversations.initiate({}))),
    ]);
    if (messages.error) throw pageFailure(messages.error);
    return { title: list.data?.list.find((c) => c.id === id)?.title };
  },
  head: ({ data: loaded }) => ({
    title: L.documentTitle(loaded.title ?? aiLabels.weResearch.documentTitle),
    noindex: true,
  }),
});
