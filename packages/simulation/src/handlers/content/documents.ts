import { HttpResponse, type RequestHandler } from 'msw';
import { documentLabels } from '@wenxian/domain';
import { DOCUMENTS_PATHS as DP } from '@wenxian/api';
import { commodities, rechargeSettings } from '../../data/commerce';
import { entityOr404, literatureOr404 } from '../../data/lookup';
import { SimulatedError } from '../../errors';
import { documentPdf } from '../../files/documentPdf';
import { requireAccount } from '../../session/auth';
import { convertedFile, conversionView, storeUpload } from '../../session/pdfConversions';
import { nextId, simulationState } from '../../session/state';
import { corpus } from '../lazy';
import { route } from '../route';

/** Documents: online reading, translation, commodities, recharge settings, PDF → Word. */
export const documentHandlers: RequestHandler[] = [
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
];
