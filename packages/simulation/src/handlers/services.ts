import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import {
  CITATION_ORDER_PATHS as CP,
  MANUSCRIPT_CHECK_PATHS as KP,
  type CitationOrderPayload,
  type CitationOrderRegistration,
} from '@wenxian/api';
import { entityOr404, recordsOf } from '../data/lookup';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import {
  aiLabels,
  citationOrderMaxPapers,
  citationOrderProblems,
  citationRegProblems,
  isPublisherSource,
  productLabels,
} from '@wenxian/domain';
import {
  citationDataSources,
  citationOrderView,
  citationTemplateCsv,
  readCitationList,
} from '../session/citationOrders';
import { nextId, simulationState } from '../session/state';
import type { ManuscriptCheck, ManuscriptFile } from '../session/aiRecords';
import { isoOf } from '../session/calendar';
import type { CitationOrderRecord } from '../session/serviceRecords';
import { corpus } from './corpusAndSearchEngine';
import { citationOrderReport } from './citationReports';
import { pageOf, toSummary } from './answerShapes';
import { pathPattern } from './pathPattern';
import { route, type RouteContext } from './route';

/** Manuscript-check record states are not shown; the simulation finishes checks at once: 2 已完成. */
const CHECK_DONE = { state: 2, stateName: '已完成' } as const;

function manuscriptView(check: ManuscriptCheck) {
  return {
    id: check.id,
    title: check.title,
    fileName: check.fileName,
    ...CHECK_DONE,
    createdAt: isoOf(check.createdAt),
  };
}
const manuscriptModule = () => Promise.all([corpus(), import('../ai/manuscript')]);
function ownCheck(context: RouteContext, id: string): ManuscriptCheck {
  const account = requireAccount(context.request);
  const check = entityOr404(simulationState().manuscriptChecks, id);
  if (check.memberId !== account.memberId) throw new SimulatedError(404, '记录不存在');
  return check;
}

/** Services of the catalogue: manuscript check and citation orders (the manager's analyses: manager/; paper checking and activities: products/). */
export const serviceHandlers: RequestHandler[] = [
  // AI manuscript check (doc 001 §7): records per session, journal recommendations from the corpus.
  route('post', KP.upload, async ({ request, body }) => {
    const account = requireAccount(request);
    const form = await body<{ file?: File }>();
    if (!(form.file instanceof File)) throw new SimulatedError(400, aiLabels.manuscript.uploadLabel);
    const { readManuscript } = await import('../ai/manuscriptFile');
    const read = await readManuscript(form.file);
    const file: ManuscriptFile = { id: nextId('MF'), memberId: account.memberId, fileName: form.file.name, ...read };
    simulationState().manuscriptFiles.set(file.id, file);
    return { fileId: file.id, fileName: file.fileName, title: file.title };
  }),
  route('post', KP.addCheck, async (context) => {
    const account = requireAccount(context.request);
    const payload = await context.body<{ fileId?: string; title?: string }>();
    const file = simulationState().manuscriptFiles.get(payload.fileId ?? '');
    if (!file || file.memberId !== account.memberId) throw new SimulatedError(404, '稿件不存在，请重新上传');
    const manuscript = { ...file, title: payload.title?.trim() || file.title };
    const [dataset, { recommendJournals, similarRecords, manuscriptTerms }] = await manuscriptModule();
    const terms = manuscriptTerms(manuscript);
    const check: ManuscriptCheck = {
      id: nextId('MC'),
      memberId: account.memberId,
      fileName: file.fileName,
      title: manuscript.title,
      abstract: manuscript.abstract,
      keywords: manuscript.keywords,
      text: manuscript.text,
      createdAt: simulationState().now(),
      journalIds: recommendJournals(dataset, terms).map((m) => m.journal.id),
      similarIds: similarRecords(dataset, terms).map((r) => r.id),
    };
    simulationState().manuscriptChecks.set(check.id, check);
    return manuscriptView(check);
  }),
  route('post', KP.recordList, async (context) => {
    const account = requireAccount(context.request);
    const checks = [...simulationState().manuscriptChecks.values()]
      .filter((c) => c.memberId === account.memberId)
      .sort((a, b) => b.createdAt - a.createdAt);
    return pageOf(checks.map(manuscriptView), await context.body());
  }),
  route('post', KP.detail, async (context) => {
    const check = ownCheck(context, (await context.body<{ id?: string }>()).id ?? '');
    const [dataset, { recommendJournals, manuscriptIssues, manuscriptSummary, manuscriptTerms }] =
      await manuscriptModule();
    const issues = manuscriptIssues(check);
    return {
      ...manuscriptView(check),
      summary: manuscriptSummary(check, issues, recommendJournals(dataset, manuscriptTerms(check), 1)[0]),
      issues,
      keywords: check.keywords,
      abstract: check.abstract,
    };
  }),
  route('post', KP.sameArticleRecommend, async (context) => {
    const check = ownCheck(context, (await context.body<{ id?: string }>()).id ?? '');
    return recordsOf(await corpus(), check.similarIds).map((r) => toSummary(r));
  }),
  route('post', KP.relatedRecordList, async (context) => {
    const check = ownCheck(context, (await context.body<{ id?: string }>()).id ?? '');
    return [...simulationState().manuscriptChecks.values()]
      .filter((c) => c.memberId === check.memberId && c.id !== check.id)
      .map(manuscriptView);
  }),
  route('post', KP.recommendJournal, async (context) => {
    const check = ownCheck(context, (await context.body<{ id?: string }>()).id ?? '');
    const [dataset, { recommendJournals, manuscriptTerms }] = await manuscriptModule();
    return recommendJournals(dataset, manuscriptTerms(check)).map((m) => ({
      journalId: m.journal.id,
      name: m.journal.name,
      score: m.score,
      indexTags: m.journal.indexTags,
      matchedTerms: m.matchedTerms,
      matchingArticles: m.matchingArticles,
    }));
  }),
  route('delete', pathPattern(KP.delete, 'id'), (context) =>
    simulationState().manuscriptChecks.delete(ownCheck(context, String(context.params.id)).id),
  ),
  route('post', KP.journalNameComplement, async ({ body }) => {
    const { content } = await body<{ content?: string }>();
    return (await corpus()).journals
      .filter((j) => content && j.name.includes(content))
      .slice(0, 10)
      .map((j) => j.name);
  }),

  // Citation orders (doc 001 §7 "Citation"): sources from domain's §3 table, imports parsed, states by the clock.
  route('get', CP.getDataSource, () => citationDataSources()),
  route(
    'get',
    CP.template,
    () =>
      new HttpResponse(citationTemplateCsv(), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('引文检索导入模板.csv')}`,
        },
      }),
  ),
  route('post', CP.importList, async ({ request, body }) => {
    requireAccount(request);
    const form = await body<{ file?: File }>();
    if (!(form.file instanceof File)) throw new SimulatedError(400, productLabels.citationOrder.importProblem.empty);
    return { fileName: form.file.name, papers: await readCitationList(form.file) };
  }),
  route('post', CP.setOrder, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<Partial<CitationOrderPayload>>();
    const dataSourceIds = (payload.dataSourceIds ?? []).filter(isPublisherSource);
    const papers = Array.isArray(payload.papers) ? payload.papers : [];
    const problem = citationOrderProblems({
      title: payload.title ?? '',
      sources: dataSourceIds,
      papers: papers.length,
    })[0];
    if (problem) throw new SimulatedError(400, productLabels.citationOrder.orderProblem[problem]);
    const order: CitationOrderRecord = {
      id: nextId('CO'),
      memberId: account.memberId,
      title: (payload.title ?? '').trim(),
      dataSourceIds,
      papers: papers.slice(0, citationOrderMaxPapers),
      createdAt: simulationState().now(),
    };
    simulationState().citationOrders.push(order);
    return citationOrderView(order);
  }),
  route('post', CP.list, async ({ request, body }) => {
    const account = requireAccount(request);
    const own = simulationState()
      .citationOrders.filter((o) => o.memberId === account.memberId)
      .sort((a, b) => b.createdAt - a.createdAt);
    return pageOf(own.map(citationOrderView), await body());
  }),
  route('post', CP.report, async ({ request, body }) => {
    const account = requireAccount(request);
    const { orderId } = await body<{ orderId?: string }>();
    return citationOrderReport(await corpus(), account.memberId, orderId ?? '');
  }),
  route('post', CP.setReg, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<Partial<CitationOrderRegistration>>();
    const order = simulationState().citationOrders.find((o) => o.id === payload.orderId);
    if (!order || order.memberId !== account.memberId) throw new SimulatedError(404, '订单不存在');
    const registration = { name: payload.name ?? '', organ: payload.organ ?? '', contact: payload.contact ?? '' };
    const problem = citationRegProblems(registration)[0];
    if (problem) throw new SimulatedError(400, productLabels.citationOrder.regProblem[problem]);
    order.registration = {
      name: registration.name.trim(),
      organ: registration.organ.trim(),
      contact: registration.contact.trim(),
    };
    return citationOrderView(order);
  }),
];
