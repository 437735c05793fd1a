import type { RequestHandler } from 'msw';
import { CONFERENCE_PATHS as P } from '../../conference/paths';
import type { ConferenceProfile } from '../../conference/types';
import type { Dataset } from '../data/dataset';
import { entityOr404 } from '../data/lookup';
import type { ConferenceRecord } from '../data/types';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import { nextId, simulationState } from '../session/state';
import { corpus } from './lazy';
import { pageOf, recordsOf, toSummary } from './mappers';
import { route, type RouteContext } from './route';

/**
 * Conference audit states are not shown in the spec; the simulation uses 0 草稿, 1 待审核, 2 检测中,
 * 3 已通过 (decided here, docs/decisions/simulation.md).
 */
export const auditStates = [
  { state: 0, stateName: '草稿' },
  { state: 1, stateName: '待审核' },
  { state: 2, stateName: '检测中' },
  { state: 3, stateName: '已通过' },
] as const;
const CONFERENCE_ROLE_ID = '9';

function toProfile(dataset: Dataset, c: ConferenceRecord): ConferenceProfile {
  return { id: c.id, name: c.name, organizer: dataset.organizationById.get(c.organizerId)?.name ?? '', city: c.city, startDate: c.startDate, endDate: c.endDate, literatureCount: c.literatureIds.length };
}

/** The conference manager area needs the conference role (id '9'). */
function requireConferenceRole(context: RouteContext): void {
  const account = requireAccount(context.request);
  if (!account.roleIds.includes(CONFERENCE_ROLE_ID)) throw new SimulatedError(403, '无会议管理权限');
}

function setState(ids: readonly string[], state: number, patch: { host?: boolean; authorized?: boolean } = {}): boolean {
  const current = simulationState();
  for (const id of ids) {
    const record = current.auditRecords.get(id);
    if (!record) continue;
    record.state = state;
    record.stateName = auditStates.find((s) => s.state === state)?.stateName ?? '';
    Object.assign(record, patch);
    record.updatedAt = new Date(current.now()).toISOString();
  }
  return true;
}

type Input = { id?: string; conferenceId?: string; title?: string; authors?: string[]; fileName?: string };
function save(input: Input): ReturnType<typeof simulationState>['auditRecords'] extends Map<string, infer R> ? R : never {
  const current = simulationState();
  const existing = input.id ? current.auditRecords.get(input.id) : undefined;
  const record = {
    id: existing?.id ?? nextId('AR'),
    conferenceId: input.conferenceId ?? existing?.conferenceId ?? '',
    title: input.title ?? existing?.title ?? '',
    authors: input.authors ?? existing?.authors ?? [],
    ...(input.fileName ?? existing?.fileName ? { fileName: input.fileName ?? existing?.fileName } : {}),
    state: existing?.state ?? 0,
    stateName: existing?.stateName ?? '草稿',
    host: existing?.host ?? false,
    authorized: existing?.authorized ?? false,
    updatedAt: new Date(current.now()).toISOString(),
  };
  current.auditRecords.set(record.id, record);
  return record;
}

/** Conference area (doc 001 §7 "Conference"), with the audit flow kept in the session. */
export const conferenceHandlers: RequestHandler[] = [
  route('post', P.search, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<{ keyword?: string; year?: number; organizerId?: string }>()]);
    const list = dataset.conferences
      .filter((x) => !body.keyword || x.name.includes(body.keyword))
      .filter((x) => !body.year || x.startDate.startsWith(String(body.year)))
      .filter((x) => !body.organizerId || x.organizerId === body.organizerId);
    return pageOf(list.map((x) => toProfile(dataset, x)), body);
  }),
  route('post', P.searchBook, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<{ keyword?: string }>()]);
    const list = dataset.conferences.filter((x) => !body.keyword || x.name.includes(body.keyword));
    return pageOf(list.map((x) => ({ id: `BK-${x.id}`, conferenceId: x.id, title: `${x.name}论文集`, year: Number(x.startDate.slice(0, 4)) })), body);
  }),
  route('post', P.show, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<{ id?: string }>()]);
    return toProfile(dataset, entityOr404(dataset.conferenceById, String(body.id ?? '')));
  }),
  route('post', P.literatures, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<{ id?: string }>()]);
    const conference = entityOr404(dataset.conferenceById, String(body.id ?? ''));
    return pageOf(recordsOf(dataset, conference.literatureIds).map((r) => toSummary(r)), body);
  }),
  route('post', P.auditList, async (c) => {
    requireConferenceRole(c);
    const body = await c.body<{ conferenceId?: string; state?: number }>();
    const list = [...simulationState().auditRecords.values()].filter((r) => (!body.conferenceId || r.conferenceId === body.conferenceId) && (body.state === undefined || r.state === body.state));
    return pageOf(list, body);
  }),
  ...[P.auditSave, P.auditEdit].map((path) => route('post', path, async (c) => {
    requireConferenceRole(c);
    return save(await c.body<Input>());
  })),
  route('post', P.auditBatchSave, async (c) => {
    requireConferenceRole(c);
    return ((await c.body<{ records?: Input[] }>()).records ?? []).map(save);
  }),
  route('post', P.auditSubmit, async (c) => (requireConferenceRole(c), setState((await c.body<{ ids?: string[] }>()).ids ?? [], 1))),
  ...[P.auditSubmitDetection, P.auditSubDetection].map((path) => route('post', path, async (c) => (requireConferenceRole(c), setState((await c.body<{ ids?: string[] }>()).ids ?? [], 2)))),
  route('post', P.auditRemove, async (c) => {
    requireConferenceRole(c);
    for (const id of (await c.body<{ ids?: string[] }>()).ids ?? []) simulationState().auditRecords.delete(id);
    return true;
  }),
  route('post', P.auditSetHost, async (c) => {
    requireConferenceRole(c);
    const body = await c.body<{ id?: string; host?: boolean }>();
    const record = simulationState().auditRecords.get(body.id ?? '');
    return record ? setState([record.id], record.state, { host: Boolean(body.host) }) : false;
  }),
  route('post', P.auditAuthorization, async (c) => {
    requireConferenceRole(c);
    const body = await c.body<{ ids?: string[]; authorized?: boolean }>();
    return setState(body.ids ?? [], 3, { authorized: Boolean(body.authorized) });
  }),
  route('post', P.auditStateCount, async (c) => {
    requireConferenceRole(c);
    const { conferenceId } = await c.body<{ conferenceId?: string }>();
    const records = [...simulationState().auditRecords.values()].filter((r) => !conferenceId || r.conferenceId === conferenceId);
    return auditStates.map((s) => ({ ...s, count: records.filter((r) => r.state === s.state).length }));
  }),
  route('post', P.auditUpload, () => ({ path: '/website/upload/audit-file.pdf', fileName: 'audit-file.pdf' })),
];
