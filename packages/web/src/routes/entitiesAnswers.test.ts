import { describe, expect, it } from 'vitest';
import { getRelatedWords, showSubject } from '@wenxian/api';
import { answerOf } from '../test/routeAnswer';

describe('a subject has one address', () => {
  it('is /subject/{id}: reached by its name, each tab moves there for good with its query', async () => {
    const { id, name } = await showSubject({ id: 'S0001' });
    expect(name).not.toBe(id);
    const word = encodeURIComponent(name);
    await expect(answerOf(`/subject/${word}?page=2`)).resolves.toEqual({
      status: 301,
      location: `/subject/${id}?page=2`,
    });
    await expect(answerOf(`/subject/${word}/achievement?page=3`)).resolves.toEqual({
      status: 301,
      location: `/subject/${id}/achievement?page=3`,
    });
    await expect(answerOf(`/subject/${word}/influence`)).resolves.toEqual({
      status: 301,
      location: `/subject/${id}/influence`,
    });
    await expect(answerOf(`/subject/${id}?page=2`)).resolves.toEqual({ status: 200, location: null });
  });

  it('keeps a keyword’s own topic at its word (its id), and a /keyword address reaches the subject', async () => {
    const { id, name } = await showSubject({ id: 'S0001' });
    // A related word that is no seeded subject: its topic's id is the word itself.
    const topics = await Promise.all(
      (await getRelatedWords({ word: id })).map(async (w) => ({
        word: w.name,
        id: (await showSubject({ id: w.name })).id,
      })),
    );
    const topic = topics.find((t) => t.id === t.word);
    expect(topic).toBeDefined();
    await expect(answerOf(`/subject/${encodeURIComponent(topic?.word ?? '')}`)).resolves.toEqual({
      status: 200,
      location: null,
    });
    const first = await answerOf(`/keyword/${encodeURIComponent(name)}?x=1`);
    expect(first.status).toBe(302);
    await expect(answerOf(first.location ?? '')).resolves.toEqual({ status: 301, location: `/subject/${id}?x=1` });
  });
});
