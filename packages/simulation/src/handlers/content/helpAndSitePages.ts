import { HttpResponse, type RequestHandler } from 'msw';
import { CONTENT_PATHS as P } from '@wenxian/api';
import { aboutPages, clausePages, contactPage } from '../../data/contentPages';
import { entityOr404 } from '../../data/lookup';
import { sectionsHtml } from '../../data/sectionsHtml';
import { tdkOf } from '../../data/tdk';
import { requireAccount } from '../../session/auth';
import { corpus } from '../corpusAndSearchEngine';
import { pageOf } from '../answerShapes';
import { route } from '../route';

/**
 * The help centre and the site's own pages: about us, contact, terms, each page's TDK (SEO), the head figures,
 * member levels.
 */
export const helpAndSitePageHandlers: RequestHandler[] = [
  route('post', P.getCenteAllByState, async () =>
    (await corpus()).content.helpColumns.map((c) => ({ id: c.id, name: c.name, code: c.kind })),
  ),
  route('post', P.getCenteInfoByCenteColumnId, async ({ body }) => {
    const query = await body<{ columnId?: string }>();
    return pageOf(
      (await corpus()).content.helpArticles
        .filter((a) => a.columnId === query.columnId)
        .map((a) => ({ id: a.id, columnId: a.columnId, title: a.title, summary: a.summary, content: a.content })),
      query,
    );
  }),
  route('post', P.getCenteInfoByIdAndState, async ({ body }) => {
    const id = (await body<{ id?: string }>()).id ?? '';
    const entry = entityOr404(new Map((await corpus()).content.helpArticles.map((a) => [a.id, a])), id);
    return { id: entry.id, columnId: entry.columnId, title: entry.title, content: entry.content };
  }),
  // Help search: words of the keyword all in the title (titleOnly) or in title or text, optionally in one column.
  route('post', P.getCenteInfo, async ({ body }) => {
    const query = await body<{ keyword?: string; columnId?: string; titleOnly?: boolean }>();
    const words = (query.keyword ?? '').split(/\s+/).filter(Boolean);
    const list = (await corpus()).content.helpArticles.filter((a) => {
      if (query.columnId && a.columnId !== query.columnId) return false;
      const haystack = query.titleOnly ? a.title : `${a.title}${a.content.replace(/<[^>]+>/g, '')}`;
      return words.every((w) => haystack.includes(w));
    });
    return pageOf(
      list.map((a) => ({ id: a.id, columnId: a.columnId, title: a.title, summary: a.summary, content: a.content })),
      query,
    );
  }),
  // About us, contact and terms: whole documents with sections; the id names the page (/aboutus/{id}, /ks, /crc).
  route('post', P.getAboutUsList, () =>
    aboutPages.map((a) => ({ id: a.id, title: a.title, content: sectionsHtml(a.sections) })),
  ),
  route('post', P.getContactUsList, () => [
    { id: contactPage.id, title: contactPage.title, content: sectionsHtml(contactPage.sections) },
  ]),
  route('post', P.getClauseList, () =>
    clausePages.map((c) => ({ id: c.id, title: c.title, content: sectionsHtml(c.sections) })),
  ),
  route('post', P.getTdkByAddress, async ({ body }) => {
    const { address } = await body<{ address?: string }>();
    return address ? tdkOf(address) : null;
  }),
  route('post', P.selectHeadStatistics, async () => {
    const dataset = await corpus();
    return {
      literatureCount: dataset.literature.length,
      journalCount: dataset.journals.length,
      authorCount: dataset.authors.length,
      organCount: dataset.organizations.length,
    };
  }),
  route(
    'get',
    P.showPdf,
    () => new HttpResponse('%PDF-1.4\n%%EOF', { headers: { 'Content-Type': 'application/pdf' } }),
  ),
  ...[P.setMemberClass, P.setMemberClassStatus].map((path) =>
    route('post', path, ({ request }) => Boolean(requireAccount(request))),
  ),
  route('post', P.getLevelConfigList, () =>
    [1, 2, 3, 4, 5].map((level) => ({
      level,
      name: `LV${level}`,
      minPoints: (level - 1) * 500,
      benefits: level >= 3 ? ['专属客服', '下载折扣'] : ['基础检索'],
    })),
  ),
];
