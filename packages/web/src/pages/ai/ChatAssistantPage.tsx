import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { Button, ChatSender, Chart, SiteLink, type ChatReference } from '@wenxian/ui';
import { aiLabels } from '@wenxian/domain';
import type { ChatAnswer, LiteratureSummary } from '@wenxian/api';
import { definePage } from '../../app/routeModule';
import {
  useAnswerQuery,
  useAssistantAnswerQuery,
  useChartOfFileMutation,
  useChatKeywordsQuery,
  useDocFileMutation,
  useTranslateMutation,
  type AssistantMode,
} from '../../features/ai/aiApi';
import { stopAnswer } from '../../features/ai/answerStream';
import { Card, Chips, Column, Muted, Problem, Row } from './ai.styles';
import { ModeChips } from './ModeChips';
import { AnswerWait, ChatBubbleOnUse, loadChatBubble } from './chatBubbleOnUse';

const L = aiLabels.assistant;
type Mode = keyof typeof L.modes;
const modes = Object.keys(L.modes) as Mode[];
const writtenModes: readonly string[] = [
  'analysis',
  'timeline',
  'summary',
  'layeredSummary',
  'outline',
] satisfies AssistantMode[];

const referencesOf = (list: readonly LiteratureSummary[] | undefined): ChatReference[] =>
  (list ?? []).map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    source: r.source,
    year: r.year,
    authors: r.authors.map((a) => a.name),
  }));
const problemOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : '';

/** A written answer with its document download. */
function WrittenAnswer({
  answer,
  fromCache,
  onFresh,
}: {
  answer: ChatAnswer;
  fromCache?: boolean;
  onFresh?: () => void;
}) {
  const [makeDoc, { data: doc, isLoading, error }] = useDocFileMutation();
  return (
    <Card aria-label={L.heading}>
      {fromCache && (
        <Row>
          <Muted role="status">{L.fromCache}</Muted>
          {onFresh && (
            <Button type="button" variant="secondary" isSmall onClick={onFresh}>
              {L.regenerateSummary}
            </Button>
          )}
        </Row>
      )}
      <ChatBubbleOnUse sender="assistant" content={answer.content} references={referencesOf(answer.references)} />
      <Row>
        {doc?.url ? (
          <a href={doc.url} download={doc.fileName}>
            {`${L.downloadDoc}：${doc.fileName}`}
          </a>
        ) : (
          <Button
            type="button"
            variant="secondary"
            isSmall
            isBusy={isLoading}
            onClick={() => void makeDoc({ content: answer.content })}
          >
            {L.downloadDoc}
          </Button>
        )}
        {error && <Problem role="alert">{problemOf(error)}</Problem>}
      </Row>
    </Card>
  );
}

function StreamedAnswer({ question, requestId }: { question: string; requestId: string }) {
  // The current question's entry only (`data` would show the previous answer until the new one starts).
  const { currentData: answer } = useAnswerQuery({ requestId, kind: 'chat', content: question });
  if (!answer) return null;
  return (
    <Card aria-label={L.heading}>
      <ChatBubbleOnUse sender="user" content={question} />
      <ChatBubbleOnUse
        sender="assistant"
        content={answer.content}
        status={answer.status}
        errorMessage={answer.error}
        references={referencesOf(answer.references)}
        onCopy={(text) => navigator.clipboard?.writeText(text)}
      />
      {answer.status === 'streaming' && (
        <Row>
          <Button type="button" variant="secondary" isSmall onClick={() => stopAnswer(requestId)}>
            {aiLabels.chat.stop}
          </Button>
        </Row>
      )}
    </Card>
  );
}

function Written({ mode, content }: { mode: AssistantMode; content: string }) {
  const [fresh, setFresh] = useState(false);
  const { data, error, isFetching } = useAssistantAnswerQuery({ mode, content, fresh });
  if (error) return <Problem role="alert">{problemOf(error)}</Problem>;
  if (!data || isFetching) return <Muted role="status">{aiLabels.chat.thinking}</Muted>;
  return (
    <AnswerWait>
      <WrittenAnswer answer={data} fromCache={data.fromCache} onFresh={() => setFresh(true)} />
    </AnswerWait>
  );
}

function Keywords({ content }: { content: string }) {
  const { data, error } = useChatKeywordsQuery(content);
  if (error) return <Problem role="alert">{problemOf(error)}</Problem>;
  if (!data) return <Muted role="status">{aiLabels.chat.thinking}</Muted>;
  return (
    <Card aria-label={L.keywordsHeading}>
      <h2>{L.keywordsHeading}</h2>
      {data.keywords.length === 0 ? (
        <Muted>{L.noKeywords}</Muted>
      ) : (
        <Chips>
          {data.keywords.map((word) => (
            <li key={word}>
              <SiteLink href={`${href('/search')}?k=${encodeURIComponent(word)}`}>{word}</SiteLink>
            </li>
          ))}
        </Chips>
      )}
    </Card>
  );
}

function Translation({ content }: { content: string }) {
  const [translate, { data, error, isLoading }] = useTranslateMutation();
  // Chinese text is translated into English, any other into Chinese (docs/decisions/ai.md).
  const to = /[\u4e00-\u9fff]/.test(content) ? 'en' : 'zh';
  useEffect(() => {
    void translate({ content, to });
  }, [content, to, translate]);
  if (error) return <Problem role="alert">{problemOf(error)}</Problem>;
  if (!data || isLoading) return <Muted role="status">{aiLabels.chat.thinking}</Muted>;
  return (
    <Card aria-label={to === 'en' ? L.translateTo : L.translateToChinese}>
      <h2>{to === 'en' ? L.translateTo : L.translateToChinese}</h2>
      <p lang={to}>{data.content}</p>
    </Card>
  );
}

function ChartFromFile() {
  const [chartOf, { data, error, isLoading }] = useChartOfFileMutation();
  const [fileName, setFileName] = useState('');
  return (
    <Card aria-label={L.modes.chart}>
      <label>
        {L.chartFileLabel}{' '}
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={isLoading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setFileName(file.name);
            void chartOf(file);
          }}
        />
      </label>
      {error && <Problem role="alert">{problemOf(error)}</Problem>}
      {data?.chart && (
        <>
          <Chart
            label={L.chartLabel(fileName)}
            option={{
              tooltip: { trigger: 'axis' },
              legend: {},
              xAxis: { type: 'category', data: data.chart.categories },
              yAxis: { type: 'value' },
              series: data.chart.series.map((s) => ({ type: 'bar', name: s.name, data: s.data })),
            }}
          />
          <AnswerWait>
            <ChatBubbleOnUse sender="assistant" content={data.content} />
          </AnswerWait>
        </>
      )}
    </Card>
  );
}

/** /chat: the /rweb/chat assistant — ask, extract keywords, analyse, summarise, outline, translate, chart. */
export function ChatAssistantPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const mode = (modes as string[]).includes(params.get('mode') ?? '') ? (params.get('mode') as Mode) : 'conversation';
  const content = params.get('q')?.trim() ?? '';
  // One answer per question and ask: a new question is a new text (the URL's q); the same question asked again
  // counts up. Both change in one render, so no answer starts for the old text under the new id.
  const [asks, setAsks] = useState(0);
  const requestId = `chat-${asks}-${content}`;
  // The mode last chosen, ahead of the address while its navigation is under way: a question sent right after
  // choosing (or replayed with the choice, app/earlyInput.ts) goes to that mode.
  const chosen = useRef(mode);
  useEffect(() => {
    chosen.current = mode;
  }, [mode]);
  const go = (next: { mode?: Mode; q?: string }) => {
    const query = new URLSearchParams();
    chosen.current = next.mode ?? chosen.current;
    query.set('mode', chosen.current);
    if (next.q ?? content) query.set('q', next.q ?? content);
    // Committed at once, not as a transition: a key pressed right after choosing a mode belongs to that mode.
    void navigate({ search: `?${query}` }, { flushSync: true });
  };
  return (
    // Turning to the question box brings the bubbles' code, so the answer does not wait for it.
    <Column onFocus={loadChatBubble}>
      <h1>{L.heading}</h1>
      <ModeChips label={L.modeLabel} modes={modes} names={L.modes} value={mode} onChoose={(m) => go({ mode: m })} />
      {mode === 'chart' ? (
        <ChartFromFile />
      ) : (
        <>
          {/* A new question resets the box; a new mode keeps what the visitor has typed. */}
          <ChatSender
            key={`sender-${content}`}
            label={L.inputLabel}
            placeholder={aiLabels.weResearch.askPlaceholder}
            defaultValue={content}
            onSend={(text) => {
              if (text.trim() === content) setAsks((n) => n + 1);
              else go({ q: text });
              return false;
            }}
          />
          {content && mode === 'conversation' && (
            <AnswerWait>
              <StreamedAnswer key={requestId} question={content} requestId={requestId} />
            </AnswerWait>
          )}
          {content && mode === 'keywords' && <Keywords content={content} />}
          {content && mode === 'translate' && <Translation content={content} />}
          {content && writtenModes.includes(mode) && (
            <Written key={`written-${mode}-${content}`} mode={mode as AssistantMode} content={content} />
          )}
        </>
      )}
    </Column>
  );
}

export const page = definePage({
  Component: ChatAssistantPage,
  head: () => ({ title: L.documentTitle, canonical: '/chat' }),
  prefetch: loadChatBubble,
});
