import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../accounts';
import { createConversation, getConversationMessages, listConversations, regenerateMessage, sendMessageFeedback, streamConversationMessage } from '../../aiSearch';
import type { AnswerChunk } from '../../aiSearch/types';
import { getManuscriptRecommendJournal, addManuscriptCheck } from '../../manuscriptCheck';
import { configureSimulation, resetSimulation, scenario, SIM_PASSWORD } from '../index';
import { server } from '../node';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

async function collect(stream: AsyncGenerator<AnswerChunk>): Promise<AnswerChunk[]> {
  const chunks: AnswerChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}
const text = (chunks: readonly AnswerChunk[]) => chunks.map((c) => (c.type === 'delta' ? c.content : '')).join('');

describe('AI search conversations', () => {
  it('streams an answer citing corpus records, keeps it, regenerates it and takes feedback', async () => {
    configureSimulation({ streamCharMs: 0 });
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const conversation = await createConversation({ question: '数字经济' });
    const chunks = await collect(streamConversationMessage(conversation.id, { content: '数字经济' }));
    const references = chunks.find((c) => c.type === 'references');
    const done = chunks.at(-1);
    expect(references?.type === 'references' && references.references.length).toBeGreaterThan(0);
    expect(chunks.filter((c) => c.type === 'delta').length).toBeGreaterThan(10);
    expect(text(chunks)).toContain('[1]');
    expect(done?.type).toBe('done');

    const saved = await getConversationMessages(conversation.id);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(saved[1]?.content).toBe(text(chunks));
    expect((await listConversations()).list.map((c) => c.id)).toEqual([conversation.id]);

    const messageId = done?.type === 'done' ? done.messageId : '';
    const again = await collect(regenerateMessage(conversation.id, messageId));
    expect(text(again)).not.toBe(text(chunks));
    await sendMessageFeedback(conversation.id, messageId, { value: 1 });
    expect((await getConversationMessages(conversation.id))[1]?.feedback).toBe(1);
  });

  it('streams at the spec pace of 30 ms per character by default', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const conversation = await createConversation({});
    const started = Date.now();
    const stream = streamConversationMessage(conversation.id, { content: '乡村振兴' });
    const first = await stream.next();
    const second = await stream.next();
    const third = await stream.next();
    await stream.return(undefined);
    expect([first.value?.type, second.value?.type, third.value?.type]).toEqual(['references', 'delta', 'delta']);
    // Three characters per event at 30 ms each.
    expect(Date.now() - started).toBeGreaterThanOrEqual(80);
  });

  it('a scenario breaks the stream', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const conversation = await createConversation({});
    server.use(scenario('conversationMessages', { failStream: true }));
    await expect(collect(streamConversationMessage(conversation.id, { content: '数字经济' }))).rejects.toThrow();
  });

  it('manuscript check recommends journals that publish on the topic', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const record = await addManuscriptCheck({ fileId: 'F1', title: '基于图神经网络的推荐系统优化方法' });
    const journals = await getManuscriptRecommendJournal({ id: record.id });
    expect(journals.length).toBeGreaterThan(0);
    expect(journals[0]?.score).toBe(100);
  });
});
