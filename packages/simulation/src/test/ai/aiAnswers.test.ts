import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  chatFanyi,
  getChatAnalysis,
  getChatCcZs,
  getChatKeyWord,
  getChatVt,
  getChatZs,
  getChatZsDldh,
  streamChatConversation,
  type AnswerChunk,
  type LiteratureSummary,
} from '@wenxian/api';
import { configureSimulation, resetSimulation } from '../../index';
import { getDataset } from '../../data/dataset';
import { disciplines } from '../../data/vocabulary';
import { recommendJournals, manuscriptTerms } from '../../ai/manuscript';
import { parseManuscript } from '../../ai/manuscriptFile';
import { naturalQuestions } from '../fixtures/naturalQuestions';
import { warmUp } from '../warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

async function ask(question: string): Promise<{ text: string; references: LiteratureSummary[] }> {
  configureSimulation({ streamCharMs: 0 });
  const chunks: AnswerChunk[] = [];
  for await (const chunk of streamChatConversation({ content: question })) chunks.push(chunk);
  const references = chunks.flatMap((c) => (c.type === 'references' ? c.references : []));
  return { text: chunks.map((c) => (c.type === 'delta' ? c.content : '')).join(''), references };
}

/** Whether a cited record holds a topic: the record's own text as the corpus has it. */
const holds = (reference: LiteratureSummary, topic: string) => {
  const record = getDataset().literatureById.get(reference.id);
  return Boolean(record && `${record.title}${record.keywords.join('')}${record.abstract}`.includes(topic));
};

/** Questions on what the corpus does not hold (its disciplines have no such words). */
const uncoveredQuestions = [
  '深度学习在医学影像诊断中有哪些主要应用？',
  '量子计算机的纠错方法有哪些？',
  '黑洞蒸发有哪些观测证据？',
  '蜜蜂授粉对苹果产量有什么影响？',
  '敦煌壁画的色彩修复技术有哪些？',
  '古埃及金字塔是如何建造的？',
  '钢琴演奏技巧如何训练？',
  '深海热液生态系统有哪些研究？',
  '古希腊悲剧的结构有什么特点？',
  '火星土壤的成分是什么？',
];

describe('honest AI answers', () => {
  it.each(naturalQuestions)('cites at least three sources that each hold the topic of “$question”', async (q) => {
    const { text, references } = await ask(q.question);
    expect(references.length).toBeGreaterThanOrEqual(3);
    for (const reference of references)
      expect(
        q.topics.some((topic) => holds(reference, topic)),
        reference.title,
      ).toBe(true);
    // Every source is cited in the text, and the text cites no source it does not list.
    references.forEach((_, i) => expect(text).toContain(`[${i + 1}]`));
    expect(text).not.toContain(`[${references.length + 1}]`);
  });

  it.each(uncoveredQuestions)('says the corpus holds nothing on “%s” and cites nothing', async (question) => {
    const { text, references } = await ask(question);
    expect(references).toEqual([]);
    expect(text).toContain('平台收录的文献中没有');
    expect(text).not.toMatch(/\[\d+\]/);
  });

  it('cites a regulation as a regulation, never as a finding', async () => {
    const dataset = getDataset();
    const regulation = dataset.literature.find((r) => r.type === 8);
    expect(regulation).toBeDefined();
    const topic = regulation?.keywords[0] ?? '';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const { composeAnswer } = await import('../../ai/answer');
      const answer = composeAnswer(dataset, topic, attempt);
      const at = answer.citations.findIndex((r) => r.type === 8);
      if (at < 0) continue;
      const line = answer.content.split('\n').find((l) => l.includes(`[${at + 1}]`)) ?? '';
      expect(line).toContain('法规《');
      expect(line).not.toMatch(/指出|发现|显著|影响/);
      return;
    }
    throw new Error(`no answer on ${topic} cited a regulation`);
  });
});

/** Each /chat mode and what its answer must be, for a sentence of the corpus's language. */
const sentence = '深度学习在图像识别中的应用';
const modes: Record<string, () => Promise<void>> = {
  conversation: async () => {
    const { text, references } = await ask(sentence);
    expect(references.length).toBeGreaterThan(0);
    expect(text).toContain('[1]');
  },
  keywords: async () => {
    const { keywords } = await getChatKeyWord('基于深度学习的图像识别方法');
    expect(keywords).toEqual(['深度学习', '图像识别']);
  },
  analysis: async () => expect((await getChatAnalysis({ content: sentence })).content).toMatch(/相关文献：\d+ 篇/),
  timeline: async () => {
    const { content, references } = await getChatVt({ content: sentence });
    expect(content).toContain('研究脉络');
    const years = [...content.matchAll(/(\d{4}) 年/g)].map((m) => Number(m[1]));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(references?.length).toBe(years.length);
  },
  summary: async () => {
    const { content, references } = await getChatZs({ content: sentence });
    expect(content).not.toContain('相关作者');
    // Every cited work is named by its real first author (or issuing body) and year.
    for (const reference of references ?? []) {
      const record = getDataset().literatureById.get(reference.id);
      const name = record?.authors[0]?.name ?? record?.source ?? '';
      expect(content).toContain(name);
      expect(content).toContain(`（${record?.year}）`);
    }
  },
  layeredSummary: async () => expect((await getChatCcZs({ content: sentence })).content).toContain('### 1.'),
  outline: async () => expect((await getChatZsDldh({ content: sentence })).content).toContain('综述提纲'),
  translate: async () => {
    const english = (await chatFanyi({ content: sentence, to: 'en' })).content;
    expect(english).toBe('Application of deep learning to image recognition.');
    expect((await chatFanyi({ content: english, to: 'zh' })).content).toBe(`${sentence}。`);
  },
};

describe('/chat modes', () => {
  const pairs = Object.keys(modes).flatMap((before) =>
    Object.keys(modes)
      .filter((after) => after !== before)
      .map((after) => [before, after] as const),
  );
  it.each(pairs)('after %s, %s gives its kind of answer', async (before, after) => {
    await modes[before]?.();
    await modes[after]?.();
  });
});

/** Manuscripts of five fields: title, abstract and keywords as the check reads them. */
const manuscripts = [
  ['基于注意力机制的图像识别方法', '深度学习；图像识别；注意力机制', 'cs'],
  ['数字经济对乡村振兴的影响', '数字经济；乡村振兴；双重差分法', 'econ'],
  ['玉米产量形成的高光谱反演', '玉米；产量形成；高光谱反演', 'agri'],
  ['2型糖尿病危险因素分析', '2型糖尿病；危险因素', 'med'],
  ['红楼梦的艺术特色', '红楼梦；艺术特色', 'lit'],
] as const;

describe('manuscript check 匹配度', () => {
  it.each(manuscripts)('spreads the journals for “%s” by fit, its own field first', (title, keywords, field) => {
    expect(disciplines.some((d) => d.id === field)).toBe(true);
    const manuscript = parseManuscript(`${title}\n摘要：${title}。\n关键词：${keywords}`, 'm.docx');
    const journals = recommendJournals(getDataset(), manuscriptTerms(manuscript));
    expect(journals).toHaveLength(8);
    const scores = journals.map((j) => j.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBeGreaterThanOrEqual(4);
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...scores)).toBeLessThan(100);
    expect(journals[0]?.journal.disciplineId).toBe(field);
    expect(journals[0]?.journal.indexTags.length).toBeGreaterThan(0);
    // A journal outside the field never outranks one of the field that publishes on as many of the terms.
    for (const [i, outside] of journals.entries())
      if (outside.journal.disciplineId !== field)
        for (const inside of journals.slice(i + 1))
          if (inside.journal.disciplineId === field)
            expect(inside.matchedTerms.length).toBeLessThan(outside.matchedTerms.length);
  });
});
