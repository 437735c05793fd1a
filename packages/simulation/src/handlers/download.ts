import { HttpResponse, type RequestHandler } from 'msw';
import { documentPdfFileName, messages, notFoundCode } from '@wenxian/domain';
import { DOWNLOAD_PATHS as P, type DownloadRequest } from '@wenxian/api';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import { requestDownload, simHash } from '../session/download';
import { documentPdf } from '../files/documentPdf';
import { corpus } from './corpusAndSearchEngine';
import { route } from './route';

/** Download request (path decided by the api: download/paths.ts), its follow-up, and the file itself. */
export const downloadHandlers: RequestHandler[] = [
  route('post', P.request, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<Partial<DownloadRequest> & { confirm?: boolean }>();
    const answer = requestDownload(
      await corpus(),
      account,
      (payload.ids ?? []).map(String),
      Boolean(payload.confirmed ?? payload.confirm),
    );
    // A link is absolute, so it opens in a new window and downloads through the call layer alike.
    return typeof answer === 'string' ? `${new URL(request.url).origin}${answer}` : answer;
  }),
  route('post', P.overLimitFollowUp, () => true),
  // The link answered by a download: opened directly by the browser, so it carries no signing headers.
  // Without a sign (documents' downloadDoc call) the logged-in user must own the item or it must be OA.
  route(
    'get',
    '/commonOpenUp/downloadDoc',
    async ({ request, query }) => {
      const ids = query('ids') ?? query('id') ?? '';
      const dataset = await corpus();
      if (query('sign') !== undefined) {
        if (query('sign') !== simHash(ids)) throw new SimulatedError(403, '下载链接无效', 403);
      } else {
        const account = requireAccount(request);
        const allowed = ids.split(',').every((id) => account.purchased.has(id) || dataset.literatureById.get(id)?.isOA);
        if (!allowed) throw new SimulatedError(403, '请先购买或使用下载额度', 403);
      }
      const records = ids
        .split(',')
        .map((id) => dataset.literatureById.get(id))
        .filter((r) => r !== undefined);
      if (records.length === 0) throw new SimulatedError(notFoundCode, messages.errorPage.notFoundTitle, 404);
      const pdf = await documentPdf(records.map((record) => ({ record, dataset })));
      return new HttpResponse(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          // An ASCII name for old clients, the document's own name (标题_作者.pdf) for every browser of today.
          'Content-Disposition': `attachment; filename="${records[0]?.id ?? 'document'}.pdf"; filename*=UTF-8''${encodeURIComponent(
            documentPdfFileName(records.map((r) => ({ title: r.title, firstAuthor: r.authors[0]?.name }))),
          )}`,
        },
      });
    },
    { unsigned: true },
  ),
];
