import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiConfig, createConversation } from '@wenxian/api';
import { configureSimulation, resetSimulation, scenario, signInAs } from '@wenxian/simulation';
import { server } from '@wenxian/simulation/node';
import { makeStore } from '../../store/makeStore';
import { aiApi, type AnswerRequest } from './aiApi';
import { answerPacing, reconnectPolicy, stopAnswer, type AnswerState } from './answerStream';

beforeAll(() => {
  answerPacing.charMs = 1;
  // The store tells its subscribers of a streamed update at the next frame, or at the latest after 100 ms
  // (Redux Toolkit's batched notifications): a wait longer than that lets every reconnecting state be seen
  // however busy the machine, as a visitor sees it during the real one-second wait.
  reconnectPolicy.delaysMs = [150, 150, 150];
  // The pacer's clock stands still: each of its ticks then reveals exactly one character, however late a busy
  // machine runs the tick (a late tick otherwise catches up with many at once, and the steps counted below
  // would depend on the machine's speed). Timers stay real: the simulated stream and fetch run on them.
  vi.useFakeTimers({ toFake: ['performance'] });
});
afterAll(() => vi.useRealTimers());
afterEach(() => resetSimulation());

const settledStates = ['done', 'stopped', 'failed'];

/** Subscribes to a streamed answer and records every state the cache entry passed through. */
async function follow(
  store: ReturnType<typeof makeStore>,
  request: AnswerRequest,
  until: (state: AnswerState) => boolean = (s) => settledStates.includes(s.status),
) {
  const seen: AnswerState[] = [];
  const subscription = store.dispatch(aiApi.endpoints.answer.initiate(request));
  await new Promise<void>((resolve) => {
    const check = () => {
      const state = aiApi.endpoints.answer.select(request)(store.getState()).data;
      if (state && seen.at(-1) !== state) seen.push(state);
      if (state && until(state)) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
  return { seen, last: seen.at(-1) as AnswerState, subscription };
}

async function member() {
  signInAs(apiConfig().sessionId, 'U1002');
  return createConversation({ question: '数字经济' });
}

describe('streamed answers in the RTK Query cache', () => {
  it('fills the entry chunk by chunk: references first, a growing text, then done with the stored message id', async () => {
    configureSimulation({ streamCharMs: 0 });
    const conversation = await member();
    const store = makeStore();
    const { seen, last, subscription } = await follow(store, {
      requestId: 'r1',
      kind: 'ask',
      conversationId: conversation.id,
      content: '数字经济',
    });
    expect(last.status).toBe('done');
    expect(last.messageId).toMatch(/^MSG/);
    expect(last.references.length).toBeGreaterThan(0);
    const lengths = seen.map((s) => s.content.length);
    // The text grew in many steps (paced), never shrank.
    expect(new Set(lengths).size).toBeGreaterThan(20);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    // The conversation's messages were refetched with the stored answer.
    const messages = await store.dispatch(aiApi.endpoints.getMessages.initiate(conversation.id));
    expect(messages.data?.at(-1)?.content).toBe(last.content);
    subscription.unsubscribe();
  });

  it('stop keeps the text shown so far', async () => {
    const conversation = await member();
    const store = makeStore();
    const request: AnswerRequest = {
      requestId: 'r2',
      kind: 'ask',
      conversationId: conversation.id,
      content: '乡村振兴',
    };
    const started = follow(store, request, (s) => s.content.length >= 3);
    await started;
    stopAnswer('r2');
    const { last } = await follow(store, request);
    expect(last.status).toBe('stopped');
    expect(last.content.length).toBeGreaterThanOrEqual(3);
    expect(last.content.length).toBeLessThan(60);
  });

  it('a stream that breaks halfway reconnects and resumes from the stored answer where it broke', async () => {
    configureSimulation({ streamCharMs: 0 });
    const conversation = await member();
    server.use(scenario('conversationMessages', { failStream: true, once: true }));
    const { seen, last } = await follow(makeStore(), {
      requestId: 'r3',
      kind: 'ask',
      conversationId: conversation.id,
      content: '数字经济',
      after: 0,
    });
    const reconnecting = seen.find((s) => s.status === 'reconnecting');
    expect(reconnecting?.attempt).toBe(1);
    // What arrived before the break stays and the answer continues from there.
    expect(reconnecting?.content.length).toBeGreaterThan(0);
    expect(last.status).toBe('done');
    expect(last.messageId).toMatch(/^MSG/);
    expect(last.content.startsWith(reconnecting?.content ?? '-')).toBe(true);
    const saved = await makeStore().dispatch(aiApi.endpoints.getMessages.initiate(conversation.id));
    expect(saved.data?.at(-1)).toMatchObject({ id: last.messageId, content: last.content });
    const lengths = seen.map((s) => s.content.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });

  it('when the stored answer cannot be read back, every attempt is shown and then what arrived with the failure', async () => {
    configureSimulation({ streamCharMs: 0 });
    const conversation = await member();
    server.use(
      scenario('conversationMessages', { failStream: true }),
      scenario('conversationHistory', { status: 503 }),
    );
    const { seen, last } = await follow(makeStore(), {
      requestId: 'r3b',
      kind: 'ask',
      conversationId: conversation.id,
      content: '数字经济',
    });
    expect(seen.filter((s) => s.status === 'reconnecting').map((s) => s.attempt)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );
    expect(last.status).toBe('failed');
    expect(last.attempt).toBeUndefined();
    expect(last.content.length).toBeGreaterThan(5);
    expect(last.references.length).toBeGreaterThan(0);
    expect(last.error).toBeTruthy();
  });

  it('an answer the server refuses is not retried', async () => {
    const conversation = await member();
    server.use(scenario('conversationMessages', { code: 70006 }));
    const { seen, last } = await follow(makeStore(), {
      requestId: 'r3c',
      kind: 'ask',
      conversationId: conversation.id,
      content: '数字经济',
    });
    expect(seen.some((s) => s.status === 'reconnecting')).toBe(false);
    expect(last.status).toBe('failed');
  });

  it('the /chat assistant keeps no answer: a break fails at once with what arrived', async () => {
    configureSimulation({ streamCharMs: 0 });
    server.use(scenario('chatConversation', { failStream: true }));
    const { seen, last } = await follow(makeStore(), { requestId: 'r3d', kind: 'chat', content: '碳中和' });
    expect(seen.some((s) => s.status === 'reconnecting')).toBe(false);
    expect(last.status).toBe('failed');
    expect(last.content.length).toBeGreaterThan(0);
  });

  it('the /chat assistant streams the same way without a conversation', async () => {
    configureSimulation({ streamCharMs: 0 });
    const { last } = await follow(makeStore(), { requestId: 'r4', kind: 'chat', content: '碳中和' });
    expect(last.status).toBe('done');
    expect(last.content).toContain('碳中和');
  });

  it('summaries come from the saved copy the second time', async () => {
    const store = makeStore();
    const first = await store.dispatch(
      aiApi.endpoints.assistantAnswer.initiate({ mode: 'summary', content: '数字经济' }),
    );
    expect(first.data?.fromCache).toBeUndefined();
    const again = await makeStore().dispatch(
      aiApi.endpoints.assistantAnswer.initiate({ mode: 'summary', content: '数字经济' }),
    );
    expect(again.data).toEqual({ content: first.data?.content, fromCache: true });
  });
});
