import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getLiterature, search } from '@wenxian/api';
import type { LiteratureTypeCode } from '@wenxian/domain';
import { resetSimulation } from '../../index';
import { warmUp } from '../warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

const firstOf = async (type: LiteratureTypeCode) => {
  const found = await search({ conditions: [], type, pageSize: 3 });
  const hit = found.list[0]!;
  return { hit, doc: await getLiterature(hit.id, type) };
};

/** What a result row names per type is what the document's page shows (searchRows / ResultItem). */
describe('a search hit carries the facts its result row shows', () => {
  it('a thesis: its school and degree', async () => {
    const { hit, doc } = await firstOf(2);
    expect(hit.source).toBe(doc.school?.name);
    expect(hit.thesisType).toBe(doc.thesisType);
    expect(['博士', '硕士']).toContain(hit.thesisType);
  });
  it('a conference paper: its conference', async () => {
    const { hit, doc } = await firstOf(3);
    expect(hit.source).toBe(doc.conference?.name);
    expect(hit.source).toBeTruthy();
  });
  it('a report and an achievement: the institution', async () => {
    for (const type of [4, 7] as const) {
      const { hit, doc } = await firstOf(type);
      expect(hit.source, String(type)).toBe(doc.organizations?.[0]?.name);
      expect(hit.source).toBeTruthy();
    }
  });
  it('a patent: the application number and the applicant', async () => {
    const { hit, doc } = await firstOf(5);
    expect(hit.applicationNo).toBe(doc.applicationNo);
    expect(hit.applicationNo).toMatch(/^CN\d{12}\.[\dX]$/);
    expect(hit.source).toBe(doc.applicant);
  });
  it('a standard: its number and status', async () => {
    const { hit, doc } = await firstOf(6);
    expect([hit.standardNo, hit.standardStatus]).toEqual([doc.standardNo, doc.standardStatus]);
    expect(hit.standardNo).toBeTruthy();
  });
  it('a journal article: the journal, volume and issue', async () => {
    const { hit, doc } = await firstOf(1);
    expect([hit.source, hit.volume, hit.issue]).toEqual([doc.journal?.name, doc.journal?.volume, doc.journal?.issue]);
    expect(hit.issue).toBeTruthy();
  });
});
