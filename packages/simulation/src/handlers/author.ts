import type { RequestHandler } from 'msw';
import { AUTHOR_PATHS as P, type AuthorCard, type AuthorProfile } from '@wenxian/api';
import type { Dataset } from '../data/dataset';
import { entityOr404, recordsOf } from '../data/lookup';
import type { AuthorRecord } from '../data/types';
import { disciplines } from '../data/vocabulary';
import { entityLabels } from '@wenxian/domain';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import { nextId, simulationState } from '../session/state';
import {
  byAuthor,
  byKeyword,
  byOrgan,
  countBy,
  entityLiterature,
  entitySearchText,
  entityTrends,
  mostCited,
  yearSeries,
} from './analytics';
import type { EntityLiteratureQuery } from './analytics';
import { corpus } from './corpusAndSearchEngine';
import { pageOf, toSummary } from './answerShapes';
import { route, type RouteContext } from './route';

type Body = Record<string, unknown> &
  EntityLiteratureQuery & {
    id?: string;
    keyword?: string;
    organId?: string;
    classId?: string;
    startYear?: number;
    endYear?: number;
    conditions?: { content?: string }[];
    literatureIds?: string[];
  };

function toAuthorCard(dataset: Dataset, author: AuthorRecord): AuthorCard {
  return {
    id: author.id,
    name: author.name,
    organName: dataset.organizationById.get(author.organId)?.name ?? '',
    literatureCount: author.literatureIds.length,
    citedCount: author.citedCount,
  };
}

function toProfile(dataset: Dataset, author: AuthorRecord): AuthorProfile {
  const domains = countBy(recordsOf(dataset, author.literatureIds), byKeyword, 5).map((k) => k.name);
  return {
    ...toAuthorCard(dataset, author),
    organId: author.organId,
    title: author.title,
    hIndex: author.hIndex,
    domains,
  };
}

async function authorOf(context: RouteContext): Promise<{ dataset: Dataset; author: AuthorRecord; body: Body }> {
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  return { dataset, author: entityOr404(dataset.authorById, String(body.id ?? '')), body };
}

async function authorList(context: RouteContext): Promise<{ dataset: Dataset; list: AuthorRecord[]; body: Body }> {
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  const text = entitySearchText(body);
  const list = dataset.authors
    .filter(
      (a) => !text || a.name.includes(text) || (dataset.organizationById.get(a.organId)?.name ?? '').includes(text),
    )
    .filter((a) => !body.organId || a.organId === body.organId)
    .filter((a) => !body.classId || a.disciplineId === body.classId)
    .sort(
      (a, b) =>
        b.citedCount - a.citedCount || b.literatureIds.length - a.literatureIds.length || a.id.localeCompare(b.id),
    );
  return { dataset, list, body };
}

/** Author area (doc 001 §7 "Author"): an author's pages list that author's records. */
export const authorHandlers: RequestHandler[] = [
  route('post', P.authorInfo, async (c) => {
    const { dataset, author } = await authorOf(c);
    return toProfile(dataset, author);
  }),
  route('post', P.authorChartInfo, async (c) => {
    const { dataset, author } = await authorOf(c);
    const records = recordsOf(dataset, author.literatureIds);
    return {
      publications: yearSeries(records, '发文量'),
      citations: yearSeries(records, '被引量', (r) => r.citedCount),
    };
  }),
  route('post', P.sameNameAuthor, async (c) => {
    const { dataset, author } = await authorOf(c);
    return dataset.authors
      .filter((a) => a.name === author.name && a.id !== author.id)
      .map((a) => toAuthorCard(dataset, a));
  }),
  route('post', P.cooperationOrgan, async (c) => {
    const { dataset, author } = await authorOf(c);
    return countBy(recordsOf(dataset, author.literatureIds), byOrgan).filter((o) => o.id !== author.organId);
  }),
  route('post', P.cooperationAuthorCount, async (c) => {
    const { dataset, author } = await authorOf(c);
    return countBy(recordsOf(dataset, author.literatureIds), byAuthor, 11).filter((a) => a.id !== author.id);
  }),
  ...[P.researchField, P.statistics].map((path) =>
    route('post', path, async (c) => {
      const { dataset, author } = await authorOf(c);
      return countBy(recordsOf(dataset, author.literatureIds), byKeyword);
    }),
  ),
  route('post', P.authorLiteratures, async (c) => {
    const { dataset, author, body } = await authorOf(c);
    return pageOf(
      entityLiterature(dataset, recordsOf(dataset, author.literatureIds), body).map((r) => toSummary(r)),
      body,
    );
  }),
  // Home lists: top10 by times cited; recommended (excellent talent) by h-index; latest by the date of
  // the newest paper. Each is its own ordering of the filtered authors, not a slice of one list.
  ...[P.top10, P.recommend, P.recommendauthor, P.latest].map((path) =>
    route('post', path, async (c) => {
      const { dataset, list } = await authorList(c);
      const newestDate = (a: AuthorRecord) =>
        recordsOf(dataset, a.literatureIds).reduce((d, r) => (r.publishDate > d ? r.publishDate : d), '');
      const ordered =
        path === P.top10
          ? list
          : path === P.latest
            ? list
                .map((a) => ({ a, d: newestDate(a) }))
                .sort((x, y) => y.d.localeCompare(x.d) || x.a.id.localeCompare(y.a.id))
                .map(({ a }) => a)
            : [...list].sort((a, b) => b.hIndex - a.hIndex || b.citedCount - a.citedCount);
      return ordered.slice(0, 10).map((a) => toAuthorCard(dataset, a));
    }),
  ),
  ...[P.search, P.choice].map((path) =>
    route('post', path, async (c) => {
      const { dataset, list, body } = await authorList(c);
      return pageOf(
        list.map((a) => toAuthorCard(dataset, a)),
        body,
        20,
      );
    }),
  ),
  route('post', P.searchAggs, async (c) => {
    const { dataset, list } = await authorList(c);
    const organs = new Map<string, number>();
    for (const a of list) organs.set(a.organId, (organs.get(a.organId) ?? 0) + 1);
    return [
      {
        code: 'O',
        name: '机构',
        items: [...organs]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([id, count]) => ({ id, name: dataset.organizationById.get(id)?.name ?? id, count })),
      },
    ];
  }),
  // Suggestions for what is typed: names starting with it first, then names containing it; most
  // cited first within each group. Nothing typed, nothing suggested.
  route('post', P.searchPrefix, async (c) => {
    const [dataset, { content }] = await Promise.all([corpus(), c.body<{ content?: string }>()]);
    const text = (content ?? '').trim();
    if (!text) return [];
    const rank = (a: AuthorRecord) => (a.name.startsWith(text) ? 0 : 1);
    const list = dataset.authors
      .filter((a) => a.name.includes(text))
      .sort((a, b) => rank(a) - rank(b) || b.citedCount - a.citedCount || a.id.localeCompare(b.id));
    return list.slice(0, 10).map((a) => ({
      id: a.id,
      name: a.name,
      recommendValue: a.literatureIds.length,
      field: 'A',
      owner: dataset.organizationById.get(a.organId)?.name ?? '',
      organInfo: [{ name: dataset.organizationById.get(a.organId)?.name ?? '' }],
    }));
  }),
  // citationRanking ranks by times cited; rankAnalysis by number of papers (the literature-number lists).
  ...[P.citationRanking, P.rankAnalysis].map((path) =>
    route('post', path, async (c) => {
      const { dataset, list } = await authorList(c);
      const value =
        path === P.citationRanking ? (a: AuthorRecord) => a.citedCount : (a: AuthorRecord) => a.literatureIds.length;
      // Ties: the other measure, then id (so citationRanking starts with top10's ten).
      const ranked = [...list].sort(
        (a, b) =>
          value(b) - value(a) ||
          b.citedCount - a.citedCount ||
          b.literatureIds.length - a.literatureIds.length ||
          a.id.localeCompare(b.id),
      );
      return ranked.slice(0, 20).map((a, i) => ({ rank: i + 1, author: toAuthorCard(dataset, a), value: value(a) }));
    }),
  ),
  route('post', P.totalCount, async () => ({ total: (await corpus()).authors.length })),
  route('post', P.organLib, async () => {
    const dataset = await corpus();
    return [...dataset.organizations]
      .sort((a, b) => b.literatureCount - a.literatureCount)
      .slice(0, 20)
      .map((o) => ({ id: o.id, name: o.name, count: o.literatureCount }));
  }),
  route('post', P.classLib, () => disciplines.map((d) => ({ id: d.id, code: d.clc, label: d.name }))),
  route('post', P.trend, async (c) => {
    const { dataset, author, body } = await authorOf(c);
    return entityTrends(dataset, recordsOf(dataset, author.literatureIds), body);
  }),
  route('post', P.collaboration, async (c) => {
    const { dataset, author } = await authorOf(c);
    const partners = countBy(recordsOf(dataset, author.literatureIds), byAuthor, 11).filter((a) => a.id !== author.id);
    return {
      nodes: [{ id: author.id, name: author.name, count: author.literatureIds.length }, ...partners],
      links: partners.map((p) => ({ source: author.id, target: p.id ?? p.name, value: p.count })),
    };
  }),
  // Claims belong to the confirmed author of the session (isConfirm).
  // What the member stated in 作者认证 is what 作者中心 shows; the seeded confirmed author is its author record's
  // (name and organisation), with the title the seed gives it.
  route('post', P.getMemberBasicInfo, async (c) => {
    const account = requireAccount(c.request);
    if (!account.isConfirm) return null;
    if (account.basicInfo) return { memberId: account.memberId, ...account.basicInfo };
    const dataset = await corpus();
    const author = account.authorId ? dataset.authorById.get(account.authorId) : undefined;
    return {
      memberId: account.memberId,
      realName: account.realName,
      organName: author ? (dataset.organizationById.get(author.organId)?.name ?? '') : '',
      title: '教授',
    };
  }),
  route('post', P.saveMemberBasicInfo, async (c) => {
    const account = requireAccount(c.request);
    const { realName, organName, title } = await c.body<Body>();
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    if (!text(realName)) throw new SimulatedError(400, entityLabels.pages.authorAuth.realNameRequired);
    if (!text(organName)) throw new SimulatedError(400, entityLabels.pages.authorAuth.organRequired);
    account.basicInfo = {
      realName: text(realName),
      organName: text(organName),
      ...(text(title) ? { title: text(title) } : {}),
    };
    account.isConfirm = true;
    return true;
  }),
  route('post', P.claimLiteratures, async (c) => {
    const account = requireAccount(c.request);
    const [dataset, body] = await Promise.all([corpus(), c.body<Body>()]);
    const author = account.authorId ? dataset.authorById.get(account.authorId) : undefined;
    // A paper the member has claimed (under review or granted) is no longer offered for claiming.
    const claimed = new Set(
      simulationState()
        .claims.filter((r) => r.memberId === account.memberId)
        .map((r) => r.literatureId),
    );
    const sameName = author
      ? dataset.literature.filter((r) => !claimed.has(r.id) && r.authors.some((a) => a.name === author.name))
      : [];
    return pageOf(
      mostCited(sameName).map((r) => toSummary(r)),
      body,
    );
  }),
  route('post', P.claimLiterature, async (c) => {
    const account = requireAccount(c.request);
    const { literatureIds = [] } = await c.body<Body>();
    const dataset = await corpus();
    const now = new Date(simulationState().now()).toISOString();
    for (const id of literatureIds)
      simulationState().claims.push({
        id: nextId('CL'),
        memberId: account.memberId,
        literatureId: id,
        title: dataset.literatureById.get(id)?.title ?? '',
        state: '审核中',
        createdAt: now,
      });
    return true;
  }),
  ...[P.claimRecords, P.getuserclaimlist].map((path) =>
    route('post', path, async (c) => {
      const account = requireAccount(c.request);
      return pageOf(
        simulationState()
          .claims.filter((r) => r.memberId === account.memberId)
          .map(({ memberId: _m, ...rest }) => rest),
        await c.body(),
      );
    }),
  ),
];
