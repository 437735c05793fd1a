import type { RequestHandler } from 'msw';
import { CONTENT_PATHS as P } from '@wenxian/api';
import type { ArticleRecord } from '../../data/content';
import { entityOr404 } from '../../data/lookup';
import { accountOf, requireAccount } from '../../session/auth';
import { simulationState } from '../../session/state';
import { corpus } from '../corpusAndSearchEngine';
import { pageOf } from '../answerShapes';
import { route } from '../route';

const toArticle = (a: ArticleRecord, type?: number) => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  content: a.content,
  cover: `/vip-web/news/${a.id}.jpg`,
  ...(type ? { type } : {}),
  publishTime: a.publishDate,
  state: a.state,
});
const toNotice = (a: ArticleRecord, readIds: ReadonlySet<string>) => ({
  id: a.id,
  title: a.title,
  content: a.content,
  publishTime: a.publishDate,
  isRead: readIds.has(a.id),
  group: 'system',
});
const byNewest = (a: ArticleRecord, b: ArticleRecord) => b.publishDate.localeCompare(a.publishDate);

/** News, lectures and notices, with the notices the session's user has read. */
export const newsAndNoticeHandlers: RequestHandler[] = [
  route('post', P.getLatelySeven, async () =>
    (await corpus()).content.news
      .slice()
      .sort(byNewest)
      .slice(0, 7)
      .map((a) => toArticle(a, 1)),
  ),
  // News (type 1) and lectures (type 4, the chair page); a keyword filters titles and summaries.
  ...[P.getJournalismList, P.getJournalismListType4].map((path) =>
    route('post', path, async ({ body }) => {
      const query = await body<{ keyword?: string; type?: number }>();
      const content = (await corpus()).content;
      const type = path === P.getJournalismListType4 || Number(query.type) === 4 ? 4 : 1;
      const source = type === 4 ? content.lectures : content.news;
      const list = source
        .filter((a) => !query.keyword || a.title.includes(query.keyword) || a.summary.includes(query.keyword))
        .sort(byNewest);
      return pageOf(
        list.map((a) => toArticle(a, type)),
        query,
      );
    }),
  ),
  route('post', P.getJournalismRdd, async () => (await corpus()).content.news.slice(0, 5).map((a) => toArticle(a, 1))),
  route('post', P.getByIdAndState, async ({ body }) => {
    const content = (await corpus()).content;
    const id = (await body<{ id?: string }>()).id ?? '';
    return toArticle(
      entityOr404(new Map([...content.news, ...content.lectures, ...content.notices].map((a) => [a.id, a])), id),
    );
  }),
  route('post', P.getAllByState, async () => (await corpus()).content.news.map((a) => toArticle(a))),
  route('post', P.getNoticeList, async ({ request, body }) => {
    const read = new Set(accountOf(request) ? simulationState().readNotices : []);
    return pageOf(
      (await corpus()).content.notices
        .slice()
        .sort(byNewest)
        .map((n) => toNotice(n, read)),
      await body(),
    );
  }),
  route('post', P.getNoticeLists, async ({ request }) => {
    const read = new Set(accountOf(request) ? simulationState().readNotices : []);
    return (await corpus()).content.notices.map((n) => toNotice(n, read));
  }),
  ...[P.setIsRead, P.setStatus].map((path) =>
    route('post', path, async ({ request, body }) => {
      requireAccount(request);
      simulationState().readNotices.push((await body<{ id?: string }>()).id ?? '');
      return true;
    }),
  ),
  route('post', P.setIsNoticRead, async ({ request, body }) => {
    requireAccount(request);
    simulationState().readNotices.push(...((await body<{ ids?: string[] }>()).ids ?? []));
    return true;
  }),
  route('post', P.selectIsReadGroup, async ({ request }) => {
    if (!accountOf(request)) return [];
    const read = new Set(simulationState().readNotices);
    return [{ group: 'system', unread: (await corpus()).content.notices.filter((n) => !read.has(n.id)).length }];
  }),
];
