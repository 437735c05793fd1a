import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { documentLabels, messages } from '@wenxian/domain';
import {
  BEHAVIOR_LOG_PATHS as BP,
  DOCUMENTS_PATHS as DP,
  FEEDBACK_PATHS as FP,
  PUBLIC_CONTENT_PATHS as P,
} from '@wenxian/api';
import { commodities, rechargeSettings } from '../../data/commerce';
import type { ArticleRecord } from '../../data/content';
import { aboutPages, clausePages, contactPage, sectionsHtml } from '../../data/contentPages';
import { entityOr404, literatureOr404 } from '../../data/lookup';
import { SimulatedError } from '../../errors';
import { accountOf, requireAccount } from '../../session/auth';
import { nextId, simulationState } from '../../session/state';
import { convertedFile, conversionView, storeUpload } from '../../session/pdfConversions';
import { documentPdf } from '../../files/documentPdf';
import { corpus } from '../lazy';
import { pageOf } from '../mappers';
import { tdkOf } from '../../data/tdk';
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

/** Feedback images (doc 000 §5): at most 5, each at most 2 MB, of the allowed types. */
const MAX_IMAGES = 5;
const MAX_IMAGE_BYTES = 2_097_152;

function imagesOf(form: Record<string, unknown>): File[] {
  const files = form.files;
  return (Array.isArray(files) ? files : files ? [files] : []).filter((f): f is File => f instanceof File);
}
function checkImages(files: readonly File[]): void {
  if (files.length > MAX_IMAGES) throw new SimulatedError(40_009, messages.feedback.incomplete);
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) throw new SimulatedError(40_010, messages.feedback.imageTooLarge);
}

/** Public content (news, notices, help centre, SEO), documents, feedback and behaviour logs. */
export const contentHandlers: RequestHandler[] = [
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

  // Documents: online reading, translation, commodities, recharge settings.
  route('post', DP.showDoc, async ({ body }) => {
    const record = literatureOr404(await corpus(), (await body<{ id?: string }>()).id ?? '');
    return {
      id: record.id,
      title: record.title,
      pageCount: record.pageCount,
      url: `/newsite${DP.showDoc}/${record.id}.pdf`,
    };
  }),
  // The reading URL answered by showDoc, opened by the PDF viewer itself (unsigned).
  route(
    'get',
    `${DP.showDoc}/:file`,
    async ({ params }) => {
      const dataset = await corpus();
      const record = literatureOr404(dataset, String(params.file).replace(/\.pdf$/, ''));
      return new HttpResponse(await documentPdf([{ record, dataset }]), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${record.id}.pdf"` },
      });
    },
    { unsigned: true },
  ),
  route('post', DP.getDirectory, async ({ body }) => {
    const record = literatureOr404(await corpus(), (await body<{ id?: string }>()).id ?? '');
    return ['引言', '相关研究', '研究方法', '结果与分析', '结论'].map((title, i) => ({
      title: `${i + 1} ${title}`,
      page: 1 + Math.floor((record.pageCount / 5) * i),
      level: 1,
    }));
  }),
  ...[DP.getTranslateFile, DP.submitTranslateFile].map((path) =>
    route(
      'post',
      path,
      ({ request }) => (requireAccount(request), { id: nextId('TR'), fileName: '译文.docx', state: 1 }),
    ),
  ),
  route('post', DP.getCommodityByIdAndState, async ({ body }) => {
    const { id } = await body<{ id?: string }>();
    const commodity = entityOr404(new Map(commodities.map((c) => [c.id, c])), id ?? '');
    return { ...commodity, state: 1 };
  }),
  route('post', DP.getGeneratePresignedUri, async ({ body }) => ({
    url: (await body<{ path?: string }>()).path ?? '',
    expireAt: new Date(simulationState().now() + 600_000).toISOString(),
  })),
  route('post', DP.getRechargeSettings, () =>
    rechargeSettings.map((amount, i) => ({
      id: `RS${i + 1}`,
      amount,
      bonus: amount >= 100 ? Math.round(amount * 0.1) : 0,
      isDefault: amount === 50,
    })),
  ),
  ...[DP.getCreateFile].map((path) =>
    route(
      'post',
      path,
      () => new HttpResponse('文献题录（模拟）', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    ),
  ),
  // PDF → Word: the upload keeps the PDF's text per user; downCaChe?key={conversion id} answers the Word file.
  route('post', DP.uploadPdfFile, async ({ request, body }) => {
    const account = requireAccount(request);
    const { file } = await body<{ file?: unknown }>();
    if (!(file instanceof File)) throw new SimulatedError(400, documentLabels.pdf2word.noFile);
    const view = conversionView(await storeUpload(account, file));
    return {
      fileId: view.id,
      fileName: view.fileName,
      size: file.size,
      pageCount: view.pageCount,
      pdfPath: view.pdfPath,
      amount: view.amount,
    };
  }),
  route('get', DP.downCaChe, async ({ request, query }) => {
    const file = await convertedFile(requireAccount(request), query('key') ?? '');
    return new HttpResponse(file.bytes, {
      headers: {
        'Content-Type': 'application/msword',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      },
    });
  }),

  // Feedback: images are stored as image objects; the form is checked as the spec's rules say.
  route('post', FP.upload, async ({ body }) => {
    const files = imagesOf(await body());
    checkImages(files);
    return files.map((f, i) => ({
      path: `/feedback/${nextId('IMG')}-${i}-${f.name}`,
      type: 'vip-dc-oss' as const,
      bucketName: 'feedback',
    }));
  }),
  route('post', FP.save, async ({ body }) => {
    const form = await body();
    checkImages(imagesOf(form));
    const content = String(form.content ?? '');
    const contactMethod = String(form.contactMethod ?? '');
    if (!content || !contactMethod) throw new SimulatedError(40_011, messages.feedback.incomplete);
    simulationState().feedbacks.push({
      content,
      contactMethod,
      sourceType: Number(form.sourceType ?? 1),
      images: JSON.parse(String(form.imageFileList ?? '[]')) as unknown[],
    });
    return true;
  }),

  // Behaviour logs are kept (the personal centre's 检索记录 reads the search records). A batch holds at most
  // 10 events (doc 001 §7); a larger one is refused, as a sender that ignores the batching rule would be.
  route('post', BP.addRecord, async ({ request, body }) => {
    const events = await body<{ action?: string; target?: string; time?: number }[]>();
    if (!Array.isArray(events) || events.length > 10) throw new SimulatedError(40_000, messages.errorPage.networkError);
    const memberId = accountOf(request)?.memberId ?? '';
    for (const e of events)
      simulationState().behaviourEvents.push({
        memberId,
        action: String(e.action ?? ''),
        target: String(e.target ?? ''),
        time: Number(e.time ?? simulationState().now()),
      });
    return true;
  }),
  ...[BP.addDownloadRecord, BP.addDownloadRecordList].map((path) => route('post', path, () => true)),
  route('post', BP.addWeResearchRecord, async ({ request, body }) => {
    const account = accountOf(request);
    const record = await body<{ conversationId?: string; question?: string }>();
    if (account)
      simulationState().weResearchRecords.push({
        memberId: account.memberId,
        conversationId: String(record.conversationId ?? ''),
        question: String(record.question ?? ''),
        at: simulationState().now(),
      });
    return true;
  }),
  route('post', BP.addSearchRecord, async ({ request, body }) => {
    const account = accountOf(request);
    const record = await body<{ expression?: string; total?: number }>();
    if (account)
      simulationState().retrievalRecords.unshift({
        memberId: account.memberId,
        text: record.expression ?? '',
        total: Number(record.total ?? 0),
        at: simulationState().now(),
      });
    return true;
  }),
];
