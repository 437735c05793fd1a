import { HttpResponse, type RequestHandler } from 'msw';
import { documentLabels } from '@wenxian/domain';
import { DOCUMENT_FILES_PATHS as FP } from '@wenxian/api';
import { commodities, rechargeSettings } from '../../data/commerce';
import { entityOr404, literatureOr404 } from '../../data/lookup';
import { SimulatedError } from '../../errors';
import { documentPdf } from '../../files/documentPdf';
import { requireAccount } from '../../session/auth';
import { convertedFile, conversionView, storeUpload } from '../../session/pdfConversions';
import { nextId, simulationState } from '../../session/state';
import { corpus } from '../corpusAndSearchEngine';
import { route } from '../route';

/** A document's files: online reading, translation, PDF → Word; and the section's commodities, recharge settings. */
export const documentFileHandlers: RequestHandler[] = [
  route('post', FP.showDoc, async ({ body }) => {
    const record = literatureOr404(await corpus(), (await body<{ id?: string }>()).id ?? '');
    return {
      id: record.id,
      title: record.title,
      pageCount: record.pageCount,
      url: `/newsite${FP.showDoc}/${record.id}.pdf`,
    };
  }),
  // The reading URL answered by showDoc, opened by the PDF viewer itself (unsigned).
  route(
    'get',
    `${FP.showDoc}/:file`,
    async ({ params }) => {
      const dataset = await corpus();
      const record = literatureOr404(dataset, String(params.file).replace(/\.pdf$/, ''));
      return new HttpResponse(await documentPdf([{ record, dataset }]), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${record.id}.pdf"` },
      });
    },
    { unsigned: true },
  ),
  route('post', FP.getDirectory, async ({ body }) => {
    const record = literatureOr404(await corpus(), (await body<{ id?: string }>()).id ?? '');
    return ['引言', '相关研究', '研究方法', '结果与分析', '结论'].map((title, i) => ({
      title: `${i + 1} ${title}`,
      page: 1 + Math.floor((record.pageCount / 5) * i),
      level: 1,
    }));
  }),
  ...[FP.getTranslateFile, FP.submitTranslateFile].map((path) =>
    route(
      'post',
      path,
      ({ request }) => (requireAccount(request), { id: nextId('TR'), fileName: '译文.docx', state: 1 }),
    ),
  ),
  route('post', FP.getCommodityByIdAndState, async ({ body }) => {
    const { id } = await body<{ id?: string }>();
    const commodity = entityOr404(new Map(commodities.map((c) => [c.id, c])), id ?? '');
    return { ...commodity, state: 1 };
  }),
  route('post', FP.getGeneratePresignedUri, async ({ body }) => ({
    url: (await body<{ path?: string }>()).path ?? '',
    expireAt: new Date(simulationState().now() + 600_000).toISOString(),
  })),
  route('post', FP.getRechargeSettings, () =>
    rechargeSettings.map((amount, i) => ({
      id: `RS${i + 1}`,
      amount,
      bonus: amount >= 100 ? Math.round(amount * 0.1) : 0,
      isDefault: amount === 50,
    })),
  ),
  ...[FP.getCreateFile].map((path) =>
    route(
      'post',
      path,
      () => new HttpResponse('文献题录（模拟）', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    ),
  ),
  // PDF → Word: the upload keeps the PDF's text per user; downCaChe?key={conversion id} answers the Word file.
  route('post', FP.uploadPdfFile, async ({ request, body }) => {
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
  route('get', FP.downCaChe, async ({ request, query }) => {
    const file = await convertedFile(requireAccount(request), query('key') ?? '');
    return new HttpResponse(file.bytes, {
      headers: {
        'Content-Type': 'application/msword',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      },
    });
  }),
];
