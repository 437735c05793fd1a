import type { RequestHandler } from 'msw';
import { auditStateName, auditStates, nextAuditState, validateAuditInput, type AuditAction } from '@wenxian/domain';
import {
  CONFERENCE_PATHS as P,
  type AuditRecord,
  type ConferenceListQuery,
  type ConferenceProfile,
} from '@wenxian/api';
import type { Dataset } from '../data/dataset';
import { entityOr404, recordsOf } from '../data/lookup';
import type { ConferenceRecord } from '../data/types';
import { disciplines } from '../data/vocabulary';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import { nextId, simulationState } from '../session/state';
import { isoOf } from '../session/calendar';
import { corpus } from './corpusAndSearchEngine';
import { pageOf, toSummary } from './answerShapes';
import { route, type RouteContext } from './route';

const CONFERENCE_ROLE_ID = '9';
/** Refusal code of an audit call the record's state does not allow, or bad input (docs/decisions/simulation.md). */
const AUDIT_REFUSED_CODE = 40_021;

type StoredRecord = AuditRecord & { stateName: string; host: boolean; authorized: boolean };

function toProfile(dataset: Dataset, c: ConferenceRecord): ConferenceProfile {
  return {
    id: c.id,
    name: c.name,
    organizerId: c.organizerId,
    organizer: dataset.organizationById.get(c.organizerId)?.name ?? '',
    city: c.city,
    startDate: c.startDate,
    endDate: c.endDate,
    literatureCount: c.literatureIds.length,
    disciplineId: c.disciplineId,
    disciplineName: disciplines.find((d) => d.id === c.disciplineId)?.name ?? '',
  };
}

/** The conference manager area needs the conference role (id '9'). */
function requireConferenceRole(context: RouteContext): void {
  const account = requireAccount(context.request);
  if (!account.roleIds.includes(CONFERENCE_ROLE_ID)) throw new SimulatedError(403, '无会议管理权限');
}

/**
 * The organizer whose conferences the role holder manages (`mine`): the one that hosts the most conferences
 * of the corpus, the first by id on a tie (docs/decisions/conference.md).
 */
function holderOrganizerId(conferences: readonly { organizerId: string }[]): string {
  const counts = new Map<string, number>();
  for (const x of conferences) counts.set(x.organizerId, (counts.get(x.organizerId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

function recordOr404(id: string | undefined): StoredRecord {
  return entityOr404(simulationState().auditRecords, id ?? '');
}

/** Applies one flow action to the named records; refuses all of them when one may not take it. */
function act(
  ids: readonly string[],
  action: AuditAction,
  patch: (record: StoredRecord) => Partial<StoredRecord> = () => ({}),
): StoredRecord[] {
  if (!ids.length) throw new SimulatedError(AUDIT_REFUSED_CODE, '请选择记录');
  const records = ids.map(recordOr404);
  const moves = records.map((record) => ({ record, next: nextAuditState(action, record.state, record) }));
  for (const { next } of moves) if (!next.ok) throw new SimulatedError(AUDIT_REFUSED_CODE, next.message);
  const now = isoOf(simulationState().now());
  for (const { record, next } of moves) {
    if (!next.ok) continue;
    Object.assign(record, { state: next.state, stateName: auditStateName(next.state), updatedAt: now }, patch(record));
  }
  return records;
}

/**
 * Similarity of a paper with the corpus (detection result): the share of the title's characters found in
 * the most similar title of the conference's own papers, so a paper copied from the proceedings scores high.
 */
function similarityOf(dataset: Dataset, record: StoredRecord): number {
  const conference = dataset.conferenceById.get(record.conferenceId);
  const titles = recordsOf(dataset, conference?.literatureIds ?? []).map((r) => r.title);
  const chars = [...new Set(record.title)];
  const best = Math.max(0, ...titles.map((t) => chars.filter((ch) => t.includes(ch)).length));
  return chars.length ? Math.round((best / chars.length) * 100) : 0;
}

type Input = {
  id?: string;
  conferenceId?: string;
  title?: string;
  authors?: string[];
  fileName?: string;
  filePath?: string;
};

async function save(input: Input, editing: boolean): Promise<StoredRecord> {
  const current = simulationState();
  const existing = input.id ? recordOr404(input.id) : undefined;
  if (editing && !existing) throw new SimulatedError(AUDIT_REFUSED_CODE, '请选择记录');
  if (existing) act([existing.id], 'edit');
  const title = (input.title ?? existing?.title ?? '').trim();
  const authors = (input.authors ?? existing?.authors ?? []).map((a) => a.trim()).filter(Boolean);
  const problem = Object.values(validateAuditInput({ title, authors }))[0];
  if (problem) throw new SimulatedError(AUDIT_REFUSED_CODE, problem);
  const conferenceId = input.conferenceId ?? existing?.conferenceId ?? '';
  entityOr404((await corpus()).conferenceById, conferenceId);
  const fileName = input.fileName ?? existing?.fileName;
  const filePath = input.filePath ?? existing?.filePath;
  const record: StoredRecord = {
    id: existing?.id ?? nextId('AR'),
    conferenceId,
    title,
    authors,
    ...(fileName ? { fileName } : {}),
    ...(filePath ? { filePath } : {}),
    state: 0,
    stateName: auditStateName(0),
    host: existing?.host ?? false,
    authorized: false,
    updatedAt: isoOf(current.now()),
  };
  current.auditRecords.set(record.id, record);
  return record;
}

const idsOf = async (c: RouteContext) => (await c.body<{ ids?: string[] }>()).ids ?? [];

/** Conference area (doc 001 §7 "Conference"), with the audit flow of domain's auditFlow kept in the session. */
export const conferenceHandlers: RequestHandler[] = [
  route('post', P.search, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<ConferenceListQuery>()]);
    if (body.mine) requireConferenceRole(c);
    const own = body.mine ? holderOrganizerId(dataset.conferences) : undefined;
    const list = dataset.conferences
      .filter((x) => !own || x.organizerId === own)
      .filter((x) => !body.keyword || x.name.includes(body.keyword))
      .filter((x) => !body.year || x.startDate.startsWith(String(body.year)))
      .filter((x) => !body.organizerId || x.organizerId === body.organizerId)
      .filter((x) => !body.disciplineId || x.disciplineId === body.disciplineId)
      .filter((x) => !body.city || x.city === body.city)
      .sort((a, b) => b.startDate.localeCompare(a.startDate));
    return pageOf(
      list.map((x) => toProfile(dataset, x)),
      body,
    );
  }),
  route('post', P.searchBook, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<{ keyword?: string; organizerId?: string }>()]);
    const list = dataset.conferences
      .filter((x) => !body.keyword || x.name.includes(body.keyword))
      .filter((x) => !body.organizerId || x.organizerId === body.organizerId);
    return pageOf(
      list.map((x) => ({
        id: `BK-${x.id}`,
        conferenceId: x.id,
        title: `${x.name}论文集`,
        year: Number(x.startDate.slice(0, 4)),
      })),
      body,
    );
  }),
  route('post', P.show, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<{ id?: string }>()]);
    return toProfile(dataset, entityOr404(dataset.conferenceById, String(body.id ?? '')));
  }),
  route('post', P.literatures, async (c) => {
    const [dataset, body] = await Promise.all([corpus(), c.body<{ id?: string; bookId?: string }>()]);
    const conference = entityOr404(dataset.conferenceById, String(body.id ?? ''));
    return pageOf(
      recordsOf(dataset, conference.literatureIds).map((r) => toSummary(r)),
      body,
    );
  }),
  route('post', P.auditList, async (c) => {
    requireConferenceRole(c);
    const body = await c.body<{ conferenceId?: string; state?: number }>();
    const list = [...simulationState().auditRecords.values()]
      .filter(
        (r) =>
          (!body.conferenceId || r.conferenceId === body.conferenceId) &&
          (body.state === undefined || r.state === Number(body.state)),
      )
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
    return pageOf(list, body);
  }),
  route('post', P.auditSave, async (c) => (requireConferenceRole(c), save(await c.body<Input>(), false))),
  route('post', P.auditEdit, async (c) => (requireConferenceRole(c), save(await c.body<Input>(), true))),
  route('post', P.auditBatchSave, async (c) => {
    requireConferenceRole(c);
    const saved: StoredRecord[] = [];
    for (const input of (await c.body<{ records?: Input[] }>()).records ?? []) saved.push(await save(input, false));
    return saved;
  }),
  route('post', P.auditSubmit, async (c) => (requireConferenceRole(c), act(await idsOf(c), 'submit'))),
  route(
    'post',
    P.auditSubmitDetection,
    async (c) => (requireConferenceRole(c), act(await idsOf(c), 'submitDetection')),
  ),
  route('post', P.auditSubDetection, async (c) => {
    requireConferenceRole(c);
    const dataset = await corpus();
    return act(await idsOf(c), 'subDetection', (record) => ({ similarity: similarityOf(dataset, record) }));
  }),
  route('post', P.auditRemove, async (c) => {
    requireConferenceRole(c);
    const ids = await idsOf(c);
    const records = act(ids, 'remove');
    for (const record of records) simulationState().auditRecords.delete(record.id);
    return true;
  }),
  route('post', P.auditSetHost, async (c) => {
    requireConferenceRole(c);
    const body = await c.body<{ id?: string; host?: boolean }>();
    const record = recordOr404(body.id);
    Object.assign(record, {
      host: body.host === true || String(body.host) === 'true',
      updatedAt: isoOf(simulationState().now()),
    });
    return record;
  }),
  route('post', P.auditAuthorization, async (c) => {
    requireConferenceRole(c);
    const body = await c.body<{ ids?: string[]; authorized?: boolean; signature?: string }>();
    const signature = body.signature ?? '';
    if (!signature.startsWith('data:image/')) throw new SimulatedError(AUDIT_REFUSED_CODE, '请先完成电子签名');
    if (body.authorized === false) throw new SimulatedError(AUDIT_REFUSED_CODE, '请同意授权协议');
    const now = isoOf(simulationState().now());
    return act(body.ids ?? [], 'authorize', () => ({ authorized: true, signature, signedAt: now }));
  }),
  route('post', P.auditStateCount, async (c) => {
    requireConferenceRole(c);
    const { conferenceId } = await c.body<{ conferenceId?: string }>();
    const records = [...simulationState().auditRecords.values()].filter(
      (r) => !conferenceId || r.conferenceId === conferenceId,
    );
    return auditStates.map((s) => ({ ...s, count: records.filter((r) => r.state === s.state).length }));
  }),
  // The paper upload (empty base path): kept under the record's folder; a record named gets the file.
  route('post', P.auditUpload, async (c) => {
    requireConferenceRole(c);
    const form = await c.body<{ file?: File; conferenceId?: string; recordId?: string }>();
    if (!(form.file instanceof File) || form.file.size === 0)
      throw new SimulatedError(AUDIT_REFUSED_CODE, '请先上传论文文件');
    if (!/\.(pdf|docx?|caj)$/i.test(form.file.name))
      throw new SimulatedError(AUDIT_REFUSED_CODE, '仅支持PDF、Word或CAJ文件');
    const folder = form.recordId ?? form.conferenceId ?? 'unsorted';
    const upload = {
      fileName: form.file.name,
      path: `/website/upload/conference/${folder}/${encodeURIComponent(form.file.name)}`,
    };
    if (form.recordId) {
      const record = recordOr404(form.recordId);
      act([record.id], 'edit', () => ({ fileName: upload.fileName, filePath: upload.path }));
    }
    return upload;
  }),
];
