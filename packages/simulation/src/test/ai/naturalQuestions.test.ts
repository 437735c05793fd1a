import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createConversation,
  login,
  search,
  streamConversationMessage,
  type AnswerChunk,
  type LiteratureSummary,
} from '@wenxian/api';
import { configureSimulation, resetSimulation, SIM_PASSWORD } from '../../index';
import { naturalQuestions } from '../fixtures/naturalQuestions';
import { warmUp } from '../warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

async function citedBy(question: string): Promise<LiteratureSummary[]> {
  const conversation = await createConversation({ question });
  for await (const chunk of streamConversationMessage(conversation.id, {
    content: question,
  }) as AsyncIterable<AnswerChunk>)
    if (chunk.type === 'references') return chunk.references;
  return [];
}

const about = (record: LiteratureSummary, topics: readonly string[]) =>
  topics.some((t) =>
    [record.title, record.abstract ?? '', ...(record.keywords ?? [])].some((text) => text.includes(t)),
  );

describe('natural questions: the AI search and the site search answer them from the corpus', () => {
  it.each(naturalQuestions)('$question', async ({ question, topics }) => {
    configureSimulation({ streamCharMs: 0 });
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const cited = await citedBy(question);
    expect(cited.length).toBeGreaterThanOrEqual(3);
    expect(cited.filter((r) => !about(r, topics)).map((r) => r.title)).toEqual([]);
    // The site's search of the same question lists the cited records among its first results.
    const found = await search({ conditions: [{ searchField: 'U', content: question }], pageSize: 40 });
    expect(found.total).toBeGreaterThanOrEqual(3);
    expect(cited.map((r) => r.id).filter((id) => !found.list.some((r) => r.id === id))).toEqual([]);
  });
});
