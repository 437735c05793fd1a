import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { ACTIVITY_PATHS as AP } from '../../activity/paths';
import { CITATION_ORDER_PATHS as CP } from '../../citationOrder/paths';
import { MAGAZINE_PATHS as MP } from '../../magazine/paths';
import { MANUSCRIPT_CHECK_PATHS as KP } from '../../manuscriptCheck/paths';
import { ORDER_CHECK_PATHS as OP } from '../../orderCheck/paths';
import type { Dataset } from '../data/dataset';
import { entityOr404 } from '../data/lookup';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import { isoOf, nextId, simulationState, type ManuscriptCheck } from '../session/state';
import { byAuthor, byFund, byKeyword, byOrgan, countBy, newest, trends } from './analytics';
import { corpus } from './lazy';
import { pageOf, recordsOf, toSummary } from './mappers';
import { route, type RouteContext } from './route';


/** Manuscript-check record states are not shown; the simulation finishes checks at once: 2 已完成. */
const CHECK_DONE = { state: 2, stateName: '已完成' } as const;

function manuscriptView(check: ManuscriptCheck) {
  return { id: check.id, title: check.title, fileName: `${check.title}.docx`, ...CHECK_DONE, createdAt: isoOf(check.createdAt), score: 60 + (check.journalIds.length * 5) % 40 };
}
function ownCheck(context: RouteContext, id: string): ManuscriptCheck {
  const account = requireAccount(context.request);
  const check = entityOr404(simulationState().manuscriptChecks, id);
  if (check.memberId !== account.memberId) throw new SimulatedError(404, '记录不存在');
  return check;
}

/** The managed journal of a magazine call: a journal manager sees their own journal (isMagazine). */
async function managedRecords(context: RouteContext): Promise<{ dataset: Dataset; records: ReturnType<typeof recordsOf>; body: { journalId?: string; startYear?: number; endYear?: number; keyword?: string } }> {
  const account = requireAccount(context.request);
  if (!account.isMagazine) throw new SimulatedError(403, '仅期刊用户可用');
  const [dataset, body] = await Promise.all([corpus(), context.body<{ journalId?: string; startYear?: number; endYear?: number; keyword?: string }>()]);
  const journal = entityOr404(dataset.journalById, body.journalId ?? account.journalId ?? '');
  return { dataset, records: recordsOf(dataset, journal.literatureIds), body };
}

const analysisOf = (records: ReturnType<typeof recordsOf>, rankings: ReturnType<typeof countBy>, range: { startYear?: number; endYear?: number }) => ({
  figures: [
    { name: '发文量', value: records.length, unit: '篇' },
    { name: '被引量', value: records.reduce((s, r) => s + r.citedCount, 0), unit: '次' },
    { name: '基金论文比', value: Math.round((records.filter((r) => r.fund).length / Math.max(records.length, 1)) * 100), unit: '%' },
  ],
  series: trends(records, range),
  rankings,
});

const reportTitles: Record<string, string> = { [MP.agingReport]: '期刊时效报告', [MP.elementReport]: '期刊要素报告', [MP.influenceReport]: '期刊影响力报告', [MP.quoteReport]: '期刊引证报告' };

/** Services of the catalogue: manuscript check, magazine analysis, paper checking, citation orders, activities. */
export const serviceHandlers: RequestHandler[] = [
  // AI manuscript check (doc 001 §7): records per session, journal recommendations from the corpus.
  route('post', KP.upload, async ({ request, body }) => {
    requireAccount(request);
    const form = await body<{ file?: File; title?: string }>();
    const fileName = form.file instanceof File ? form.file.name : '稿件.docx';
    return { fileId: nextId('MF'), fileName, title: (form.title ?? fileName).replace(/\.\w+$/, '') };
  }),
  route('post', KP.addCheck, async (context) => {
    const account = requireAccount(context.request);
    const payload = await context.body<{ fileId?: string; title?: string }>();
    const title = payload.title ?? '基于深度学习的图像识别方法研究';
    const [dataset, { recommendJournals, similarRecords }] = await Promise.all([corpus(), import('../ai/manuscript')]);
    const check: ManuscriptCheck = {
      id: nextId('MC'), memberId: account.memberId, title, abstract: '', keywords: [], createdAt: simulationState().now(),
      journalIds: recommendJournals(dataset, title).map((m) => m.journal.id), similarIds: similarRecords(dataset, title).map((r) => r.id),
    };
    simulationState().manuscriptChecks.set(check.id, check);
    return manuscriptView(check);
  }),
  route('post', KP.recordList, async (context) => {
    const account = requireAccount(context.request);
    const checks = [...simulationState().manuscriptChecks.values()].filter((c) => c.memberId === account.memberId).sort((a, b) => b.createdAt - a.createdAt);
    return pageOf(checks.map(manuscriptView), await context.body());
  }),
  route('post', KP.detail, async (context) => {
    const check = ownCheck(context, (await context.body<{ id?: string }>()).id ?? '');
    return { ...manuscriptView(check), summary: `稿件《${check.title}》选题明确，建议补充近三年相关文献并规范参考文献著录格式。`, issues: [
      { kind: '格式', text: '参考文献著录不完整', suggestion: '按 GB/T 7714—2015 补全卷期与页码' },
      { kind: '内容', text: '研究方法描述较简略', suggestion: '补充数据来源与样本说明' },
    ] };
  }),
  route('post', KP.sameArticleRecommend, async (context) => {
    const check = ownCheck(context, (await context.body<{ id?: string }>()).id ?? '');
    return recordsOf(await corpus(), check.similarIds).map((r) => toSummary(r));
  }),
  route('post', KP.relatedRecordList, async (context) => {
    const check = ownCheck(context, (await context.body<{ id?: string }>()).id ?? '');
    return [...simulationState().manuscriptChecks.values()].filter((c) => c.memberId === check.memberId && c.id !== check.id).map(manuscriptView);
  }),
  route('post', KP.recommendJournal, async (context) => {
    const check = ownCheck(context, (await context.body<{ id?: string }>()).id ?? '');
    const [dataset, { recommendJournals }] = await Promise.all([corpus(), import('../ai/manuscript')]);
    return recommendJournals(dataset, check.title).map((m) => ({ journalId: m.journal.id, name: m.journal.name, score: m.score, indexTags: m.journal.indexTags }));
  }),
  route('delete', '/manuscript-check/delete/:id', (context) => simulationState().manuscriptChecks.delete(ownCheck(context, String(context.params.id)).id)),
  route('post', KP.journalNameComplement, async ({ body }) => {
    const { content } = await body<{ content?: string }>();
    return (await corpus()).journals.filter((j) => content && j.name.includes(content)).slice(0, 10).map((j) => j.name);
  }),

  // Magazine analysis of the manager area: computed from the managed journal's own articles.
  ...[MP.areaAnalysis, MP.organAnalysis].map((path) => route('post', path, async (c) => {
    const { records, body } = await managedRecords(c);
    return analysisOf(records, countBy(records, byOrgan), body);
  })),
  route('post', MP.authorAnalysis, async (c) => {
    const { records, body } = await managedRecords(c);
    return analysisOf(records, countBy(records, byAuthor), body);
  }),
  route('post', MP.fundAnalysis, async (c) => {
    const { records, body } = await managedRecords(c);
    return analysisOf(records, countBy(records, byFund), body);
  }),
  ...[MP.subjectAnalysis, MP.journalAnalysis, MP.compete, MP.influenceRank].map((path) => route('post', path, async (c) => {
    const { records, body } = await managedRecords(c);
    return analysisOf(records, countBy(records, byKeyword), body);
  })),
  ...[MP.agingReport, MP.elementReport, MP.influenceReport, MP.quoteReport].map((path) => route('post', path, async (c) => {
    const { records, body } = await managedRecords(c);
    const year = Number(body.endYear ?? 2025);
    return { title: reportTitles[path] ?? '期刊报告', year, sections: [
      { title: '发文与被引', analysis: analysisOf(records, countBy(records, byKeyword), body) },
      { title: '作者与机构', analysis: analysisOf(records, countBy(records, byOrgan), body) },
    ] };
  })),
  route('post', MP.literatureInquiry, async (c) => {
    const { records, body } = await managedRecords(c);
    return pageOf(newest(records.filter((r) => !body.keyword || r.title.includes(body.keyword))).map((r) => toSummary(r)), body);
  }),
  route('post', MP.editPeriodic, async (c) => (await managedRecords(c), true)),

  // Paper checking (similarity detection): no orders until one is placed; analysis of an uploaded file.
  route('post', OP.addressList, ({ request }) => {
    const account = requireAccount(request);
    return [{ id: 'AD1', name: account.realName, phone: account.mobileNo, region: '北京市海淀区', detail: '中关村大街1号', isDefault: true }];
  }),
  route('post', OP.orderNews, () => [{ id: 'ON1', title: '论文检测系统升级完成，检测速度提升30%', time: '2025-09-01T10:00:00+08:00' }]),
  route('post', OP.orderList, async ({ request, body }) => (requireAccount(request), pageOf([], await body()))),
  ...[OP.status, OP.getOrderJianceState].map((path) => route('post', path, async ({ body }) => ({ orderId: (await body<{ orderId?: string }>()).orderId ?? '', state: 2, stateName: '检测完成', progress: 100 }))),
  ...[OP.upload, OP.analysisFile].map((path) => route('post', path, async ({ request, body }) => {
    requireAccount(request);
    const form = await body<{ file?: File }>();
    const fileName = form.file instanceof File ? form.file.name : '论文.docx';
    const wordCount = form.file instanceof File ? Math.max(Math.round(form.file.size / 3), 1000) : 12_000;
    return { fileId: nextId('CF'), title: fileName.replace(/\.\w+$/, ''), author: '', wordCount, price: Math.ceil(wordCount / 1000) * 2 };
  })),
  ...[OP.keywords, OP.replaceStrategy, OP.spotCheck].map((path) => route('post', path, ({ request }) => Boolean(requireAccount(request)))),
  ...[OP.reportDownload, OP.templateDownload, OP.downReportFile].map((path) => route('get', path, () => new HttpResponse('检测报告（模拟）', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': "attachment; filename*=UTF-8''%E6%A3%80%E6%B5%8B%E6%8A%A5%E5%91%8A.txt" } }))),

  // Citation orders.
  route('get', CP.getDataSource, () => ['WOS', 'SCOPUS', 'EBSCO', 'NSTL', 'PROQUEST'].map((code, i) => ({ id: `DS${i + 1}`, name: code, code }))),
  route('get', CP.template, () => new HttpResponse('题名,作者,刊名,年,卷,期\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })),
  route('post', CP.importList, async ({ request }) => (requireAccount(request), [])),
  route('post', CP.setOrder, async ({ request, body }) => {
    requireAccount(request);
    const payload = await body<{ title?: string; dataSourceIds?: string[] }>();
    const order = { id: nextId('CO'), title: payload.title ?? '', dataSourceIds: payload.dataSourceIds ?? [], status: '待处理', createdAt: isoOf(simulationState().now()) };
    simulationState().citationOrders.push({ ...order, memberId: requireAccount(request).memberId });
    return order;
  }),
  route('post', CP.list, async ({ request, body }) => {
    const account = requireAccount(request);
    return pageOf(simulationState().citationOrders.filter((o) => o.memberId === account.memberId).map(({ memberId: _m, ...o }) => o), await body());
  }),
  route('post', CP.setReg, ({ request }) => Boolean(requireAccount(request))),

  // Activities: quiz, points, invitations and the welfare coupons.
  route('post', AP.shareCode, async ({ request, body }) => {
    const account = requireAccount(request);
    const { activityId } = await body<{ activityId?: string }>();
    return { code: `${account.memberId}-${activityId ?? ''}`, url: `/activity/readingmonth/invitefriends?code=${account.memberId}` };
  }),
  route('post', '/activity/invite/generate/:activityId', ({ request, params }) => ({ code: `INV-${requireAccount(request).memberId}`, url: `/activity/readingmonth/invitefriends?activity=${String(params.activityId)}` })),
  route('get', '/activity/invite/count/:activityId', ({ request }) => (requireAccount(request), { invited: 0, rewarded: 0 })),
  route('post', AP.questionExtract, async () => {
    const dataset = await corpus();
    return dataset.subjects.slice(0, 5).map((s, i) => ({ id: `Q${i + 1}`, text: `“${s.name}”属于以下哪个学科？`, options: ['计算机科学与技术', '临床医学', '教育学', '经济学'].map((text, k) => ({ key: 'ABCD'[k] ?? 'A', text })) }));
  }),
  route('post', AP.questionAnswer, async ({ body }) => {
    const { answers = [] } = await body<{ answers?: { questionId: string; key: string }[] }>();
    const correct = answers.filter((a) => a.key === 'A').length;
    return { correct, total: answers.length, points: correct * 10 };
  }),
  route('post', AP.settlement, () => ({ points: 0, correct: 0, total: 5 })),
  route('post', AP.points, () => ({ points: 0, history: [] })),
  route('post', AP.productList, () => [{ id: 'GP1', name: '会员月卡', points: 300, stock: 100 }, { id: 'GP2', name: '10元优惠券', points: 100, stock: 500 }]),
  route('post', AP.exchange, () => {
    throw new SimulatedError(40_008, '积分不足');
  }),
  route('post', AP.addresses, () => []),
  route('post', AP.config, async ({ body }) => ({ activityId: (await body<{ activityId?: string }>()).activityId ?? '', title: '阅读月活动', start: '2025-04-15T10:00:00+08:00', end: '2025-05-20T23:59:59+08:00', rules: ['每日可答题一次', '答对一题得10积分'] })),
  ...[AP.freePay, AP.continueAlipay].map((path) => route('post', path, async ({ body }) => ({ payUrl: `/pay/newindex?vip-om=${(await body<{ orderId?: string }>()).orderId ?? ''}` }))),
  route('post', AP.specificUserCoupon, ({ request }) => {
    const coupon = requireAccount(request).coupons.find((c) => c.templateId === 'CP-NEW-20');
    return coupon ? { received: true, amount: coupon.amount, couponId: coupon.id } : { received: false };
  }),
  route('post', AP.stayCoupon, () => ({ received: false })),
  route('get', '/activity/:hash', ({ params }) => ({ activityId: String(params.hash), title: '会员活动', start: '2025-11-03T09:00:00+08:00', end: '2025-11-30T23:59:59+08:00', rules: [] })),
];
