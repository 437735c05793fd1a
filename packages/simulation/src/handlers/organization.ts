import type { RequestHandler } from 'msw';
import {
  ORGANIZATION_PATHS as P,
  type ChinaAnalysis,
  type CollaborationNetwork,
  type DisciplineImpact,
  type OrganizationProfile,
  type WorldAnalysis,
  type ChartSeries,
} from '@wenxian/api';
import type { Dataset } from '../data/dataset';
import { entityOr404 } from '../data/lookup';
import type { LiteratureRecord, OrganizationRecord } from '../data/types';
import { disciplines } from '../data/vocabulary';
import { byDiscipline, countBy, entityLiterature, entitySearchText, entityTrends, trends } from './analytics';
import type { EntityLiteratureQuery } from './analytics';
import { corpus } from './corpusAndSearchEngine';
import { pageOf, toSummary } from './answerShapes';
import { route, type RouteContext } from './route';

type Body = Record<string, unknown> &
  EntityLiteratureQuery & {
    id?: string;
    v?: string;
    keyword?: string;
    startYear?: number;
    endYear?: number;
    conditions?: { content?: string }[];
  };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Whether a request sees the organisation with its member units added up: always for a virtual
 * organisation (it has no records of its own), and for a real one when the page asks ?v=jws.
 */
const aggregates = (organ: OrganizationRecord, body: Body) => organ.isVirtual || body.v === 'jws';

/** The organisation's own id, plus its member units' when they are added up. */
function organIdsOf(dataset: Dataset, organ: OrganizationRecord, body: Body): Set<string> {
  const children = aggregates(organ, body)
    ? dataset.organizations.filter((o) => o.parentId === organ.id).map((o) => o.id)
    : [];
  return new Set([organ.id, ...children]);
}

/** Records with at least one author of the organisation (or of a member unit when added up), each once. */
function recordsOfOrgan(dataset: Dataset, organ: OrganizationRecord, body: Body): LiteratureRecord[] {
  const ids = organIdsOf(dataset, organ, body);
  return dataset.literature.filter((r) => r.authors.some((a) => ids.has(a.organId)));
}

function toProfile(dataset: Dataset, o: OrganizationRecord, body: Body): OrganizationProfile {
  const base = {
    id: o.id,
    name: o.name,
    ...(o.nameEn ? { nameEn: o.nameEn } : {}),
    province: o.province,
    city: o.city,
    kind: o.kind,
    isVirtual: o.isVirtual,
    parentId: o.parentId,
  };
  if (o.isVirtual || !aggregates(o, body))
    return { ...base, literatureCount: o.literatureCount, citedCount: o.citedCount };
  const records = recordsOfOrgan(dataset, o, body);
  return { ...base, literatureCount: records.length, citedCount: records.reduce((s, r) => s + r.citedCount, 0) };
}

async function organOf(context: RouteContext): Promise<{ dataset: Dataset; organ: OrganizationRecord; body: Body }> {
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  return { dataset, organ: entityOr404(dataset.organizationById, String(body.id ?? '')), body };
}

/**
 * World analysis: the organisation against everyone. Rank by times cited among the real
 * organisations; per discipline, citations per paper over the corpus' citations per paper in that
 * discipline (category-normalised impact, 1 = world average); and per year the same pair.
 */
function worldAnalysis(dataset: Dataset, organ: OrganizationRecord, body: Body): WorldAnalysis {
  const records = recordsOfOrgan(dataset, organ, body);
  const cited = toProfile(dataset, organ, body).citedCount;
  const real = dataset.organizations.filter((o) => !o.isVirtual);
  const rank = real.filter((o) => o.id !== organ.id && o.citedCount > cited).length + 1;
  const perPaper = (list: readonly LiteratureRecord[]) =>
    list.length === 0 ? 0 : list.reduce((s, r) => s + r.citedCount, 0) / list.length;
  const disciplineRows: DisciplineImpact[] = disciplines
    .map((d) => {
      const own = records.filter((r) => r.disciplineId === d.id);
      const baseline = perPaper(dataset.literature.filter((r) => r.disciplineId === d.id));
      const citationsPerPaper = perPaper(own);
      return {
        id: d.id,
        name: d.name,
        count: own.length,
        citationsPerPaper: round2(citationsPerPaper),
        baseline: round2(baseline),
        impact: baseline === 0 ? 0 : round2(citationsPerPaper / baseline),
      };
    })
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
  const years = [...new Set(records.map((r) => r.year))]
    .sort((a, b) => a - b)
    .filter((y) => (!body.startYear || y >= body.startYear) && (!body.endYear || y <= body.endYear));
  const series = (name: string, list: readonly LiteratureRecord[]): ChartSeries => ({
    name,
    points: years.map((year) => ({ year, value: round2(perPaper(list.filter((r) => r.year === year))) })),
  });
  return {
    rank,
    total: real.length,
    disciplines: disciplineRows,
    trend: [series('本机构篇均被引', records), series('全库篇均被引', dataset.literature)],
  };
}

/**
 * China analysis: the organisation inside China. The provinces of its co-authoring organisations
 * (each partner organisation counted once per paper, its own units excluded), its rank by papers
 * among the organisations of its own province, and its publication and citation trends.
 */
function chinaAnalysis(dataset: Dataset, organ: OrganizationRecord, body: Body): ChinaAnalysis {
  const own = organIdsOf(dataset, organ, body);
  const records = recordsOfOrgan(dataset, organ, body);
  const regions = countBy(
    records,
    (r) => {
      const partners = new Set(r.authors.map((a) => a.organId).filter((id) => !own.has(id)));
      return [...partners]
        .map((id) => ({ name: dataset.organizationById.get(id)?.province ?? '' }))
        .filter((p) => p.name);
    },
    34,
  );
  const count = toProfile(dataset, organ, body).literatureCount;
  const peers = dataset.organizations.filter((o) => !o.isVirtual && o.province === organ.province && o.id !== organ.id);
  const provinceRank = {
    province: organ.province,
    rank: peers.filter((o) => o.literatureCount > count).length + 1,
    total: peers.length + 1,
  };
  return { regions, provinceRank, trend: trends(records, body) };
}

/**
 * The v2 analysis is the collaboration graph (/organization/{id}/graph): the organisation, its most
 * frequent partner organisations (size ≤ 15) weighted by joint papers, and the links between partners
 * that wrote those same papers together.
 */
function collaborationNetwork(dataset: Dataset, organ: OrganizationRecord, body: Body): CollaborationNetwork {
  const own = organIdsOf(dataset, organ, body);
  const records = recordsOfOrgan(dataset, organ, body);
  const partnersOf = (r: LiteratureRecord) => [
    ...new Set(r.authors.map((a) => a.organId).filter((id) => !own.has(id))),
  ];
  const partners = countBy(
    records,
    (r) => partnersOf(r).map((id) => ({ id, name: dataset.organizationById.get(id)?.name ?? id })),
    Math.min(Number(body.size ?? 15) || 15, 30),
  );
  const kept = new Set(partners.map((p) => p.id ?? ''));
  const pairs = new Map<string, number>();
  for (const r of records) {
    const present = partnersOf(r)
      .filter((id) => kept.has(id))
      .sort();
    for (let i = 0; i < present.length; i += 1) {
      for (let j = i + 1; j < present.length; j += 1)
        pairs.set(`${present[i]}|${present[j]}`, (pairs.get(`${present[i]}|${present[j]}`) ?? 0) + 1);
    }
  }
  return {
    nodes: [{ id: organ.id, name: organ.name, count: records.length }, ...partners],
    links: [
      ...partners.map((p) => ({ source: organ.id, target: p.id ?? p.name, value: p.count })),
      ...[...pairs].map(([key, value]) => {
        const [source = '', target = ''] = key.split('|');
        return { source, target, value };
      }),
    ],
  };
}

/** Organisation area (doc 001 §7 "Organization"). */
export const organizationHandlers: RequestHandler[] = [
  ...[P.show, P.details].map((path) =>
    route('post', path, async (c) => {
      const { dataset, organ, body } = await organOf(c);
      return toProfile(dataset, organ, body);
    }),
  ),
  route('post', P.children, async (c) => {
    const { dataset, organ } = await organOf(c);
    return dataset.organizations.filter((o) => o.parentId === organ.id).map((o) => toProfile(dataset, o, {}));
  }),
  route('post', P.literatures, async (c) => {
    const { dataset, organ, body } = await organOf(c);
    return pageOf(
      entityLiterature(dataset, recordsOfOrgan(dataset, organ, body), body).map((r) => toSummary(r)),
      body,
    );
  }),
  route('post', P.statisticalAnalysis, async (c) => {
    const { dataset, organ, body } = await organOf(c);
    return entityTrends(dataset, recordsOfOrgan(dataset, organ, body), body);
  }),
  route('post', P.v2Analysis, async (c) => {
    const { dataset, organ, body } = await organOf(c);
    return collaborationNetwork(dataset, organ, body);
  }),
  route('post', P.search, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<Body>()]);
    const text = entitySearchText(body);
    const list = dataset.organizations
      .filter((o) => !text || o.name.includes(text) || o.nameEn?.toLowerCase().includes(text.toLowerCase()))
      .sort((a, b) => b.literatureCount - a.literatureCount);
    return pageOf(
      list.map((o) => ({
        id: o.id,
        name: o.name,
        ...(o.nameEn ? { nameEn: o.nameEn } : {}),
        literatureCount: o.literatureCount,
        citedCount: o.citedCount,
        isVirtual: o.isVirtual,
      })),
      body,
      20,
    );
  }),
  route('post', P.searchAggs, async () => {
    const dataset = await corpus();
    const byKind = new Map<string, number>();
    for (const o of dataset.organizations) byKind.set(o.kind, (byKind.get(o.kind) ?? 0) + 1);
    return [{ code: 'kind', name: '机构类型', items: [...byKind].map(([name, count]) => ({ name, count })) }];
  }),
  route('post', P.worldAnalysis, async (c) => {
    const { dataset, organ, body } = await organOf(c);
    return worldAnalysis(dataset, organ, body);
  }),
  route('post', P.chinaAnalysis, async (c) => {
    const { dataset, organ, body } = await organOf(c);
    return chinaAnalysis(dataset, organ, body);
  }),
  route('post', P.subjectDistribution, async (c) => {
    const { dataset, organ, body } = await organOf(c);
    return countBy(recordsOfOrgan(dataset, organ, body), byDiscipline, 12);
  }),
];
