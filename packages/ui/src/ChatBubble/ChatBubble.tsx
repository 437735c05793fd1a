import { useId, useMemo, useState } from 'react';
import { aiLabels, documentPath } from '@wenxian/domain';
import { Button } from '../Button';
import { VisuallyHidden } from '../SuggestionList/internal';
import { renderAnswerBlocks } from './renderMarkdown';
import { Actions, Article, Block, Content, References, ReferencesHead, Speaker, Status } from './ChatBubble.styles';

const L = aiLabels.chat;

/** A corpus record an answer cites; its card links to the record's document page. */
export type ChatReference = {
  id: string;
  type: number;
  title: string;
  source?: string | null;
  year?: number;
  authors?: string[];
};

/**
 * Where an answer is: arriving (`streaming`), its stream cut off and being resumed (`reconnecting`, what
 * arrived still showing), complete (`done`), stopped by the user (`stopped`), or broken off by a failed
 * stream (`failed`, with what arrived kept).
 */
export type ChatBubbleStatus = 'streaming' | 'reconnecting' | 'done' | 'stopped' | 'failed';

export type ChatBubbleProps = {
  /** Who wrote the message (not `role`, which names an ARIA role on elements). */
  sender: 'user' | 'assistant';
  /** The message text; an assistant's is markdown, rendered safely (marked + DOMPurify). */
  content: string;
  /** The answer's state (assistant messages); `done` when absent. */
  status?: ChatBubbleStatus;
  /** Why a failed answer stopped (shown with the retry button). */
  errorMessage?: string;
  /** While `reconnecting`: the attempt under way (1-based). */
  reconnectAttempt?: number;
  /** Numbered references ([1] in the text is the first). */
  references?: readonly ChatReference[];
  /** Prefix of the reference cards' element ids, so [n] marks can link to them (unique per message). */
  anchorPrefix?: string;
  /** The user's feedback: 1 helpful, -1 not. */
  feedback?: 1 | -1 | null;
  /** Ids of references ticked for batch citation; the checkboxes show only with `onSelectedReferencesChange`. */
  selectedReferenceIds?: readonly string[];
  onSelectedReferencesChange?: (ids: string[]) => void;
  /** Cite the ticked references (batch citation). */
  onCiteSelected?: (ids: string[]) => void;
  onRegenerate?: () => void;
  /** Copy the answer; resolves when the clipboard took it. */
  onCopy?: (text: string) => Promise<void> | void;
  onFeedback?: (value: 1 | -1) => void;
  /** Retry a failed answer. */
  onRetry?: () => void;
};

/**
 * One message of a conversation (doc 001 §7 AI search): the question, or the answer with its
 * references, streaming caret, stop/failure state and the per-message actions.
 */
export function ChatBubble({
  sender,
  content,
  status = 'done',
  errorMessage,
  reconnectAttempt,
  references = [],
  anchorPrefix,
  feedback = null,
  selectedReferenceIds = [],
  onSelectedReferencesChange,
  onCiteSelected,
  onRegenerate,
  onCopy,
  onFeedback,
  onRetry,
}: ChatBubbleProps) {
  const headingId = useId();
  const fallbackPrefix = useId();
  const prefix = anchorPrefix ?? `ref${fallbackPrefix.replace(/:/g, '')}`;
  const [copied, setCopied] = useState(false);
  const isAssistant = sender === 'assistant';
  const referenceCount = references.length;
  // Rendered block by block: while streaming, each paced character re-renders only the last block (the
  // finished ones come from the cache and keep their DOM).
  const [blockCache] = useState(() => new Map<string, string>());
  const blocks = useMemo(
    () =>
      isAssistant
        ? renderAnswerBlocks(
            content,
            (n) => (n >= 1 && n <= referenceCount ? `#${prefix}-${n}` : undefined),
            blockCache,
          )
        : [],
    [content, isAssistant, referenceCount, prefix, blockCache],
  );
  const isArriving = status === 'streaming' || status === 'reconnecting';
  const isSettled = !isArriving;
  const selected = new Set(selectedReferenceIds);
  const toggle = (id: string) =>
    onSelectedReferencesChange?.(
      references.filter((r) => (r.id === id ? !selected.has(id) : selected.has(r.id))).map((r) => r.id),
    );

  return (
    <Article $role={sender} aria-labelledby={headingId} aria-busy={isArriving}>
      <Speaker id={headingId}>{isAssistant ? L.assistant : L.you}</Speaker>
      {isAssistant ? (
        content ? (
          <Content $streaming={isArriving}>
            {blocks.map((html, i) => (
              // Blocks have no id; their order is the text's, and only the last one changes while streaming.
              <Block key={i} dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </Content>
        ) : (
          status === 'streaming' && <Status $tone="muted">{L.thinking}</Status>
        )
      ) : (
        <Content $streaming={false}>{content}</Content>
      )}
      {status === 'reconnecting' && (
        <Status $tone="muted" role="status">
          {reconnectAttempt ? L.reconnectingAttempt(reconnectAttempt) : L.reconnecting}
        </Status>
      )}
      {status === 'stopped' && <Status $tone="muted">{L.stopped}</Status>}
      {status === 'failed' && (
        <Status $tone="danger" role="alert">
          {errorMessage ? `${L.failed}：${errorMessage}` : L.failed}
          {onRetry && (
            <Button variant="secondary" isSmall onClick={onRetry}>
              {L.retry}
            </Button>
          )}
        </Status>
      )}
      {isAssistant && references.length > 0 && (
        <References role="group" aria-label={L.references}>
          <ReferencesHead>
            <strong>{L.referenceCount(references.length)}</strong>
            {onCiteSelected && (
              <Button
                variant="text"
                isSmall
                disabled={selected.size === 0}
                onClick={() => onCiteSelected([...selected])}
              >
                {L.citeSelected}
              </Button>
            )}
          </ReferencesHead>
          <ol>
            {references.map((reference, index) => {
              const href = documentPath(reference.type, reference.id);
              const checkId = `${prefix}-check-${index + 1}`;
              return (
                <li key={reference.id} id={`${prefix}-${index + 1}`}>
                  {onSelectedReferencesChange && (
                    <>
                      <VisuallyHidden as="label" htmlFor={checkId}>
                        {L.selectReference(reference.title)}
                      </VisuallyHidden>
                      <input
                        id={checkId}
                        type="checkbox"
                        checked={selected.has(reference.id)}
                        onChange={() => toggle(reference.id)}
                      />
                    </>
                  )}
                  <span>[{index + 1}]</span>
                  <span>
                    {href ? <a href={href}>{reference.title}</a> : reference.title}{' '}
                    <small>
                      {[reference.authors?.slice(0, 3).join('，'), reference.source, reference.year]
                        .filter(Boolean)
                        .join(' · ')}
                    </small>
                  </span>
                </li>
              );
            })}
          </ol>
        </References>
      )}
      {isAssistant && isSettled && content && (onRegenerate || onCopy || onFeedback) && (
        <Actions>
          {onCopy && (
            <Button
              variant="text"
              isSmall
              onClick={async () => {
                await onCopy(content);
                setCopied(true);
              }}
            >
              {copied ? L.copied : L.copy}
            </Button>
          )}
          {onRegenerate && (
            <Button variant="text" isSmall onClick={onRegenerate}>
              {L.regenerate}
            </Button>
          )}
          {onFeedback && (
            <>
              <Button variant="text" isSmall aria-pressed={feedback === 1} onClick={() => onFeedback(1)}>
                {L.like}
              </Button>
              <Button variant="text" isSmall aria-pressed={feedback === -1} onClick={() => onFeedback(-1)}>
                {L.dislike}
              </Button>
              {feedback !== null && <VisuallyHidden role="status">{L.feedbackThanks}</VisuallyHidden>}
            </>
          )}
        </Actions>
      )}
    </Article>
  );
}
