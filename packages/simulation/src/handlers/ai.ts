import { HttpResponse, type RequestHandler } from 'msw';
import { AI_PATHS as P, type Conversation as ConversationView, type ConversationMessage } from '@wenxian/api';
import { entityOr404, recordsOf } from '../data/lookup';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import { nextId, simulationState } from '../session/state';
import type { Conversation, Message } from '../session/aiRecords';
import { isoOf } from '../session/calendar';
import { simulationSettings } from '../settings';
import { sseResponse } from '../ai/sse';
import { aiLabels, downloadFileName } from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import type { AssistantAnswer } from '../ai/assistant';
import { corpus } from './corpusAndSearchEngine';
import { pageOf, toSummary } from './answerShapes';
import { pathPattern } from './pathPattern';
import { route, type RouteContext } from './route';

const CONVERSATIONS = P.conversations;
/** The assistant's answer builders, loaded with the first /rweb/chat call. */
const assistant = () => import('../ai/assistant');

function view(conversation: Conversation): ConversationView {
  return {
    id: conversation.id,
    title: conversation.title,
    createdAt: isoOf(conversation.createdAt),
    updatedAt: isoOf(conversation.updatedAt),
  };
}

function ownConversation(context: RouteContext): Conversation {
  const account = requireAccount(context.request);
  const conversation = entityOr404(simulationState().conversations, String(context.params.id));
  if (conversation.memberId !== account.memberId) throw new SimulatedError(404, '会话不存在');
  return conversation;
}

async function messageView(message: Message): Promise<ConversationMessage> {
  const dataset = await corpus();
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    references: recordsOf(dataset, message.citations).map((r) => toSummary(r)),
    feedback: message.feedback === 'like' ? 1 : message.feedback === 'dislike' ? -1 : null,
    createdAt: isoOf(message.createdAt),
  };
}

/** Writes the answer into the conversation first, then streams it: a reload mid-stream shows the whole answer. */
async function streamAnswer(
  conversation: Conversation,
  question: string,
  attempt: number,
  replace?: Message,
): Promise<Response> {
  const [dataset, { composeAnswer }] = await Promise.all([corpus(), import('../ai/answer')]);
  const answer = composeAnswer(dataset, question, attempt);
  const now = simulationState().now();
  const message: Message = replace ?? {
    id: nextId('MSG'),
    role: 'assistant',
    content: '',
    citations: [],
    feedback: null,
    createdAt: now,
  };
  message.content = answer.content;
  message.citations = answer.citations.map((r) => r.id);
  message.feedback = null;
  if (!replace) conversation.messages.push(message);
  conversation.updatedAt = now;
  return sseResponse(
    answer.content,
    [{ type: 'references', references: answer.citations.map((r) => toSummary(r)) }],
    [{ type: 'done', messageId: message.id, conversationId: conversation.id }],
    simulationSettings().streamCharMs,
  );
}

/** AI search conversations (doc 001 §7 "AI search"): kept per session, answers streamed with citations. */
export const aiHandlers: RequestHandler[] = [
  route('get', CONVERSATIONS, ({ request, url }) => {
    const account = requireAccount(request);
    const keyword = url.searchParams.get('keyword') ?? '';
    const mine = [...simulationState().conversations.values()]
      .filter((c) => c.memberId === account.memberId && c.title.includes(keyword))
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map(view);
    return pageOf(mine, Object.fromEntries(url.searchParams), 20);
  }),
  route('post', CONVERSATIONS, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<{ title?: string; question?: string }>();
    const now = simulationState().now();
    const conversation: Conversation = {
      id: nextId('CV'),
      memberId: account.memberId,
      title: (payload.title ?? payload.question ?? '新对话').slice(0, 30) || '新对话',
      createdAt: now,
      updatedAt: now,
      messages: [],
    };
    simulationState().conversations.set(conversation.id, conversation);
    return view(conversation);
  }),
  route('post', pathPattern(P.conversation, 'id'), async (context) => {
    const conversation = ownConversation(context);
    const payload = await context.body<{ title?: string }>();
    if (payload.title) conversation.title = payload.title;
    conversation.updatedAt = simulationState().now();
    return view(conversation);
  }),
  route('delete', pathPattern(P.conversation, 'id'), (context) =>
    simulationState().conversations.delete(ownConversation(context).id),
  ),
  route('get', pathPattern(P.messages, 'id'), async (context) =>
    Promise.all(ownConversation(context).messages.map(messageView)),
  ),
  route('post', pathPattern(P.messages, 'id'), async (context) => {
    const conversation = ownConversation(context);
    const { content } = await context.body<{ content?: string }>();
    const question = (content ?? '').trim();
    if (!question) throw new SimulatedError(70_007, '请输入内容');
    conversation.messages.push({
      id: nextId('MSG'),
      role: 'user',
      content: question,
      citations: [],
      feedback: null,
      createdAt: simulationState().now(),
    });
    if (conversation.title === '新对话') conversation.title = question.slice(0, 30);
    return streamAnswer(conversation, question, 0);
  }),
  route('post', pathPattern(P.regenerate, 'id', 'messageId'), (context) => {
    const conversation = ownConversation(context);
    const index = conversation.messages.findIndex((m) => m.id === context.params.messageId && m.role === 'assistant');
    const target = conversation.messages[index];
    const question = conversation.messages
      .slice(0, index)
      .reverse()
      .find((m) => m.role === 'user');
    if (!target || !question) throw new SimulatedError(404, '消息不存在');
    const { regenerations } = simulationState();
    const attempt = (regenerations.get(target.id) ?? 0) + 1;
    regenerations.set(target.id, attempt);
    return streamAnswer(conversation, question.content, attempt, target);
  }),
  route('post', pathPattern(P.messageFeedback, 'id', 'messageId'), async (context) => {
    const conversation = ownConversation(context);
    const message = conversation.messages.find((m) => m.id === context.params.messageId);
    if (!message) throw new SimulatedError(404, '消息不存在');
    const { value } = await context.body<{ value?: number }>();
    message.feedback = value === 1 ? 'like' : value === -1 ? 'dislike' : null;
    return true;
  }),
  route('post', P.detailByLngIds, async ({ body }) =>
    recordsOf(await corpus(), (await body<{ ids?: string[] }>()).ids ?? []).map((r) => toSummary(r)),
  ),
  route('post', P.isDisplayBatch, async ({ body }) => {
    const records = recordsOf(await corpus(), (await body<{ ids?: string[] }>()).ids ?? []);
    return { display: records.some((r) => [1, 2, 3, 5, 6].includes(r.type)) };
  }),
  // The /rweb/chat assistant (doc 001 §7): a streamed answer, written answers computed from the corpus, summary caches
  // kept per session, and files it writes or is given.
  route('post', P.chatConversation, async ({ body }) => {
    const payload = await body<{ content?: string; conversationId?: string }>();
    const question = (payload.content ?? '').trim();
    if (!question) throw new SimulatedError(70_007, '请输入内容');
    const [dataset, { composeAnswer }] = await Promise.all([corpus(), import('../ai/answer')]);
    const answer = composeAnswer(dataset, question);
    return sseResponse(
      answer.content,
      [{ type: 'references', references: answer.citations.map((r) => toSummary(r)) }],
      [{ type: 'done', messageId: nextId('MSG'), conversationId: payload.conversationId ?? '' }],
      simulationSettings().streamCharMs,
    );
  }),
  ...(
    [
      [P.getAnalysis, (d, q) => assistant().then((a) => a.topicAnalysis(d, q))],
      [P.getVt, (d, q) => assistant().then((a) => a.researchTimeline(d, q))],
      [P.getZs, (d, q) => assistant().then((a) => a.literatureSummary(d, q, false))],
      [P.getCcZs, (d, q) => assistant().then((a) => a.literatureSummary(d, q, true))],
      [P.getZsDldh, (d, q) => assistant().then((a) => a.summaryOutline(d, q))],
    ] as const satisfies readonly (readonly [
      string,
      (dataset: Dataset, question: string) => Promise<AssistantAnswer>,
    ])[]
  ).map(([path, answerOf]) =>
    route('post', path, async ({ body }) => {
      const question = ((await body<{ content?: string }>()).content ?? '').trim();
      if (!question) throw new SimulatedError(70_007, '请输入内容');
      const answer = await answerOf(await corpus(), question);
      return { content: answer.content, references: answer.citations.map((r) => toSummary(r)) };
    }),
  ),
  // Cache calls look the saved answer up; they never compute one (null when nothing was saved under the key).
  ...[P.getZsCaChe, P.getCcZsCache].map((path) =>
    route('post', path, async ({ body }) => {
      const entry = simulationState().chatCache.get((await body<{ key?: string }>()).key ?? '');
      return entry ? { key: entry.key, content: entry.content } : null;
    }),
  ),
  route('post', P.saveCcZsCache, async ({ body }) => {
    const { key, content } = await body<{ key?: string; content?: string }>();
    if (!key || content === undefined) throw new SimulatedError(400, '缺少缓存内容');
    simulationState().chatCache.set(key, { key, content, savedAt: simulationState().now() });
    return { key, content };
  }),
  route('post', P.delCcZsCache, async ({ body }) =>
    simulationState().chatCache.delete((await body<{ key?: string }>()).key ?? ''),
  ),
  route('get', pathPattern(P.getChatKeyWord, 'encoded'), async ({ params }) => {
    const { extractKeywords } = await import('../ai/keywords');
    return { keywords: extractKeywords(await corpus(), decodeURIComponent(String(params.encoded))) };
  }),
  route('post', P.fanyi, async ({ body }) => {
    const { content = '', to = 'en' } = await body<{ content?: string; to?: string }>();
    const { translate } = await import('../ai/translate');
    return { content: translate(await corpus(), content, to) };
  }),
  // A written answer as a Word-readable document the browser downloads.
  route('post', P.getDocFile, async ({ body }) => {
    const { content = '' } = await body<{ content?: string }>();
    if (!content.trim()) throw new SimulatedError(400, '没有可导出的内容');
    const file = {
      id: nextId('F'),
      fileName: downloadFileName(aiLabels.assistant.docFilePrefix, 'word', simulationState().now()),
      contentType: 'application/msword',
      content,
    };
    simulationState().chatFiles.set(file.id, file);
    return { fileId: file.id, fileName: file.fileName, url: `/newsite/rweb/chat/file/${file.id}` };
  }),
  route('post', P.baiduChartUploadFile, async ({ body }) => {
    const { file } = await body<{ file?: File }>();
    if (!(file instanceof File)) throw new SimulatedError(400, '请选择数据文件');
    const { chartOfCsv } = await assistant();
    const content = await file.text();
    if (!chartOfCsv(content)) throw new SimulatedError(400, '数据文件需为逗号分隔：首行为列名，首列为类别，其余为数字');
    const stored = { id: nextId('F'), fileName: file.name, contentType: file.type || 'text/csv', content };
    simulationState().chatFiles.set(stored.id, stored);
    return { fileId: stored.id, fileName: stored.fileName };
  }),
  route('post', P.baiduChartFile, async ({ body }) => {
    const stored = simulationState().chatFiles.get((await body<{ fileId?: string }>()).fileId ?? '');
    if (!stored) throw new SimulatedError(404, '数据文件不存在，请重新上传');
    const { chartOfCsv, describeChart } = await assistant();
    const chart = chartOfCsv(stored.content);
    if (!chart) throw new SimulatedError(400, '数据文件无法解析');
    return { content: `## ${stored.fileName} 数据概览\n${describeChart(chart)}`, chart };
  }),
  // The files above, opened by the browser (unsigned).
  route(
    'get',
    '/rweb/chat/file/:id',
    ({ params }) => {
      const file = entityOr404(simulationState().chatFiles, String(params.id));
      return new HttpResponse(file.content, {
        headers: {
          'Content-Type': `${file.contentType}; charset=utf-8`,
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        },
      });
    },
    { unsigned: true },
  ),
];
