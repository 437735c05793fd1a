import type { RequestHandler } from 'msw';
import { ORGANIZATION_PATHS as P } from '../../organization/paths';
import type { OrganizationProfile } from '../../organization/types';
import type { Dataset } from '../data/dataset';
import { entityOr404 } from '../data/lookup';
import type { LiteratureRecord, OrganizationRecord } from '../data/types';
import { byDiscipline, countBy, newest, trends } from './analytics';
import { corpus } from './lazy';
import { entitySearchText, pageOf, toSummary } from './mappers';
import { route, type RouteContext } from './route';

type Body = Record<string, unknown> & { id?: string; keyword?: string; startYear?: number; endYear?: number; conditions?: { content?: string }[] };

function toProfile(o: OrganizationRecord): OrganizationProfile {
  return { id: o.id, name: o.name, province: o.province, city: o.city, kind: o.kind, isVirtual: o.isVirtual, parentId: o.parentId, literatureCount: o.literatureCount, citedCount: o.citedCount };
}

/** Records of an organisation; a virtual one (?v=jws) aggregates its children. */
function recordsOfOrgan(dataset: Dataset, organ: OrganizationRecord): LiteratureRecord[] {
  const ids = new Set([organ.id, ...dataset.organizations.filter((o) => o.parentId === organ.id).map((o) => o.id)]);
  return dataset.literature.filter((r) => r.authors.some((a) => ids.has(a.organId)));
}

async function organOf(context: RouteContext): Promise<{ dataset: Dataset; organ: OrganizationRecord; body: Body }> {
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  return { dataset, organ: entityOr404(dataset.organizationById, String(body.id ?? '')), body };
}

/** Organisation area (doc 001 §7 "Organization"). */
export const organizationHandlers: RequestHandler[] = [
  ...[P.show, P.details].map((path) => route('post', path, async (c) => toProfile((await organOf(c)).organ))),
  route('post', P.children, async (c) => {
    const { dataset, organ } = await organOf(c);
    return dataset.organizations.filter((o) => o.parentId === organ.id).map(toProfile);
  }),
  route('post', P.literatures, async (c) => {
    const { dataset, organ, body } = await organOf(c);
    return pageOf(newest(recordsOfOrgan(dataset, organ)).map((r) => toSummary(r)), body);
  }),
  ...[P.statisticalAnalysis, P.v2Analysis].map((path) => route('post', path, async (c) => {
    const { dataset, organ, body } = await organOf(c);
    return trends(recordsOfOrgan(dataset, organ), body);
  })),
  route('post', P.search, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<Body>()]);
    const text = entitySearchText(body);
    const list = dataset.organizations.filter((o) => !text || o.name.includes(text)).sort((a, b) => b.literatureCount - a.literatureCount);
    return pageOf(list.map((o) => ({ id: o.id, name: o.name, literatureCount: o.literatureCount, citedCount: o.citedCount })), body, 20);
  }),
  route('post', P.searchAggs, async () => {
    const dataset = await corpus();
    const byKind = new Map<string, number>();
    for (const o of dataset.organizations) byKind.set(o.kind, (byKind.get(o.kind) ?? 0) + 1);
    return [{ code: 'kind', name: '机构类型', items: [...byKind].map(([name, count]) => ({ name, count })) }];
  }),
  ...[P.worldAnalysis, P.chinaAnalysis].map((path) => route('post', path, async (c) => {
    const { dataset, organ, body } = await organOf(c);
    const records = recordsOfOrgan(dataset, organ);
    const regions = countBy(records, (r) => r.authors.map((a) => ({ name: dataset.organizationById.get(a.organId)?.province ?? '' })), path === P.worldAnalysis ? 10 : 34);
    return { regions, trend: trends(records, body) };
  })),
  route('post', P.subjectDistribution, async (c) => {
    const { dataset, organ } = await organOf(c);
    return countBy(recordsOfOrgan(dataset, organ), byDiscipline, 12);
  }),
];
