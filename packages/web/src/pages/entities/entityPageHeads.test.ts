import { afterEach, describe, expect, it } from 'vitest';
import { showSubject } from '@wenxian/api';
import { resetSimulation } from '@wenxian/simulation';
import { makeStore } from '../../store/makeStore';
import { page as journalPage } from './journal/JournalPage';
import { page as journalDetail } from './journal/JournalDetailPage';
import { page as authorPage } from './author/AuthorPage';
import { page as subjectPage } from './subject/SubjectPage';

afterEach(() => resetSimulation());

type AnyPage = {
  loader?: (args: never) => unknown;
  head?: (args: never) => { title?: string; description?: string };
};

/** The head the server writes for an address: the page's loader, then its head from what the loader returned. */
async function headOf(page: AnyPage, address: string, params: Record<string, string>) {
  const url = new URL(address, 'http://localhost:3000');
  const data = await (page.loader as (args: unknown) => Promise<unknown>)({
    store: makeStore(),
    url,
    params,
    request: new Request(url),
  });
  return (page.head as (args: unknown) => { title: string; description: string })({ data, url, params });
}

describe('entity pages describe what they hold, not only their name', () => {
  it('a journal page names its host, ISSN and articles (its sub-pages too)', async () => {
    for (const [page, address] of [
      [journalPage, '/journal/J00005'],
      [journalDetail, '/journal/J00005/detail'],
    ] as const) {
      const head = await headOf(page as AnyPage, address, { id: 'J00005' });
      expect(head.description).toMatch(/^《[^》]+》：.+主办；ISSN \d{4}-\d{3}[\dX]；.*文献量 [\d,]+ 篇。/);
    }
  });

  it('an author page names the organisation and the output', async () => {
    const head = await headOf(authorPage as AnyPage, '/author/A000603', { id: 'A000603' });
    expect(head.description).toMatch(/^[^：]+：.+学者；.*发文 [\d,]+ 篇，被引 [\d,]+ 次/);
  });

  it('a subject page names its papers', async () => {
    const word = '数值模拟';
    // The subject's own address: by its name the page moves there (301).
    const { id } = await showSubject({ id: word });
    const head = await headOf(subjectPage as AnyPage, `/subject/${encodeURIComponent(id)}`, { id });
    expect(head.description).toMatch(new RegExp(`^主题“${word}”：.*相关文献 [\\d,]+ 篇。`));
  });
});
