import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  createConversation,
  getConversationMessages,
  listConversations,
  regenerateMessage,
  sendMessageFeedback,
  streamConversationMessage,
  type AnswerChunk,
  chatFanyi,
  getBaiduChartFile,
  getChatAnalysis,
  getChatCcZsCache,
  getChatDocFile,
  getChatZs,
  getChatZsCaChe,
  getChatZsDldh,
  saveChatCcZsCache,
  streamChatConversation,
  uploadBaiduChartFile,
  addManuscriptCheck,
  getManuscriptDetail,
  getManuscriptRecommendJournal,
  getManuscriptRecordList,
  getSameArticleRecommend,
  uploadManuscript,
  AI_PATHS,
  postJson,
} from '@wenxian/api';
import { readFileSync } from 'node:fs';
import { aiLabels } from '@wenxian/domain';
import { configureSimulation, resetSimulation, scenario, SIM_PASSWORD } from '../../index';
import { server } from '../../node';
import { warmUp } from '../warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

async function collect(stream: AsyncIterable<AnswerChunk>): Promise<AnswerChunk[]> {
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

  it('a broken stream delivers the first part of the real answer before failing', async () => {
    configureSimulation({ streamCharMs: 0 });
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const conversation = await createConversation({});
    server.use(scenario('conversationMessages', { failStream: true }));
    const arrived: AnswerChunk[] = [];
    await expect(
      (async () => {
        for await (const chunk of streamConversationMessage(conversation.id, { content: '数字经济' }))
          arrived.push(chunk);
      })(),
    ).rejects.toThrow();
    expect(arrived[0]?.type).toBe('references');
    expect(text(arrived).length).toBeGreaterThan(5);
  });
});

describe('/rweb/chat assistant', () => {
  it('streams the conversation answer as SSE chunks with references', async () => {
    configureSimulation({ streamCharMs: 0 });
    const chunks = await collect(streamChatConversation({ content: '乡村振兴' }));
    expect(chunks[0]?.type).toBe('references');
    expect(text(chunks)).toContain('乡村振兴');
    expect(chunks.at(-1)?.type).toBe('done');
  });

  it('cache calls look up what was saved and never compute an answer', async () => {
    expect(await getChatZsCaChe({ key: '数字经济' })).toBeNull();
    const summary = await getChatZs({ content: '数字经济' });
    expect(summary.content).toContain('文献综述');
    await saveChatCcZsCache({ key: '数字经济', content: summary.content });
    expect(await getChatCcZsCache({ key: '数字经济' })).toEqual({ key: '数字经济', content: summary.content });
    expect(await getChatZsCaChe({ key: '碳中和' })).toBeNull();
    await postJson(AI_PATHS.delCcZsCache, { key: '数字经济' });
    expect(await getChatCcZsCache({ key: '数字经济' })).toBeNull();
  });

  it('analysis and outline differ per topic and cite what they count', async () => {
    const a = await getChatAnalysis({ content: '数字经济' });
    const b = await getChatAnalysis({ content: '深度学习' });
    expect(a.content).not.toBe(b.content);
    expect(a.content).toMatch(/相关文献：\d+ 篇/);
    expect(a.references?.length).toBeGreaterThan(0);
    expect((await getChatZsDldh({ content: '数字经济' })).content).toContain('综述提纲');
  });

  it('turns an uploaded CSV into chart series and writes answers as a downloadable document', async () => {
    const upload = await uploadBaiduChartFile(
      new File(['年份,发文量\n2021,3\n2022,8\n2023,5'], '发文.csv', { type: 'text/csv' }),
    );
    const chart = await getBaiduChartFile({ fileId: upload.fileId });
    expect(chart.chart).toEqual({
      categories: ['2021', '2022', '2023'],
      series: [{ name: '发文量', data: [3, 8, 5] }],
    });
    expect(chart.content).toContain('最大 8（2022）');
    await expect(uploadBaiduChartFile(new File(['不是表格'], 'x.csv'))).rejects.toThrow();
    const doc = await getChatDocFile({ content: '## 综述\n正文' });
    expect(doc.fileName).toMatch(/^AI学术助手\d+\.doc$/);
    expect(doc.url).toContain(doc.fileId);
  });

  it('translates whole sentences of the corpus language, both ways', async () => {
    expect((await chatFanyi({ content: '基于深度学习的推荐系统研究', to: 'en' })).content).toBe(
      'Research on recommender systems based on deep learning.',
    );
    expect(
      (await chatFanyi({ content: 'Research on recommender systems based on deep learning.', to: 'zh' })).content,
    ).toBe('基于深度学习的推荐系统研究。');
  });
});

const fixture = (name: string, type: string) =>
  new File([readFileSync(new URL(`../fixtures/${name}`, import.meta.url))], name, { type });

describe('AI manuscript check', () => {
  it('reads the uploaded docx: real title, findings from its text, journals ranked by their fit', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const upload = await uploadManuscript(
      fixture('manuscript.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    );
    expect(upload.title).toBe('基于图神经网络的推荐系统优化方法');
    const record = await addManuscriptCheck({ fileId: upload.fileId });
    expect(record).toMatchObject({ title: '基于图神经网络的推荐系统优化方法', fileName: 'manuscript.docx' });
    const detail = await getManuscriptDetail({ id: record.id });
    expect(detail.keywords).toEqual(['推荐系统', '图神经网络', '注意力机制', '深度学习']);
    // Two references only; abstract and keywords are present.
    expect(detail.issues.map((i) => i.text)).toEqual(['参考文献仅 2 条']);
    const journals = await getManuscriptRecommendJournal({ id: record.id });
    expect(journals.length).toBeGreaterThan(0);
    const scores = journals.map((j) => j.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    for (const journal of journals) {
      expect(journal.matchedTerms?.length).toBeGreaterThan(0);
      expect(journal.score).toBeLessThanOrEqual(100);
      for (const term of journal.matchedTerms ?? []) expect(detail.keywords).toContain(term);
    }
    expect((await getSameArticleRecommend({ id: record.id })).length).toBeGreaterThan(0);
    expect((await getManuscriptRecordList({})).list.map((r) => r.id)).toEqual([record.id]);
  });

  it("reads a pdf's text layer and refuses other files", async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const upload = await uploadManuscript(fixture('manuscript.pdf', 'application/pdf'));
    expect(upload.title).toBe('数字经济对乡村振兴的影响机制研究');
    await expect(uploadManuscript(new File(['x'], '稿件.txt'))).rejects.toThrow(aiLabels.manuscript.wrongType);
    await expect(addManuscriptCheck({ fileId: 'MF-unknown' })).rejects.toThrow();
  });
});
