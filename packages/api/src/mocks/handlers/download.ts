import { HttpResponse, type RequestHandler } from 'msw';
import { DOWNLOAD_PATHS as P } from '../../download/paths';
import type { DownloadRequest } from '../../download/types';
import { SimulatedError } from '../errors';
import { requireAccount } from '../session/auth';
import { requestDownload, simHash } from '../session/download';
import { corpus } from './lazy';
import { route } from './route';

/** A one-page PDF naming the documents, so a download in the site really saves a file. */
function pdfOf(lines: readonly string[]): Uint8Array {
  const text = lines.map((l, i) => `BT /F1 12 Tf 50 ${780 - i * 18} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return new TextEncoder().encode(body);
}

/** Download request (path decided by the api: download/paths.ts), its follow-up, and the file itself. */
export const downloadHandlers: RequestHandler[] = [
  route('post', P.request, async ({ request, body }) => {
    const account = requireAccount(request);
    const payload = await body<Partial<DownloadRequest> & { confirm?: boolean }>();
    const answer = requestDownload(await corpus(), account, (payload.ids ?? []).map(String), Boolean(payload.confirmed ?? payload.confirm));
    // A link is absolute, so it opens in a new window and downloads through the call layer alike.
    return typeof answer === 'string' ? `${new URL(request.url).origin}${answer}` : answer;
  }),
  route('post', P.overLimitFollowUp, () => true),
  // The link answered by a download: opened directly by the browser, so it carries no signing headers.
  // Without a sign (documents' downloadDoc call) the logged-in user must own the item or it must be OA.
  route('get', '/commonOpenUp/downloadDoc', async ({ request, query }) => {
    const ids = query('ids') ?? query('id') ?? '';
    const dataset = await corpus();
    if (query('sign') !== undefined) {
      if (query('sign') !== simHash(ids)) throw new SimulatedError(403, '下载链接无效', 403);
    } else {
      const account = requireAccount(request);
      const allowed = ids.split(',').every((id) => account.purchased.has(id) || dataset.literatureById.get(id)?.isOA);
      if (!allowed) throw new SimulatedError(403, '请先购买或使用下载额度', 403);
    }
    const titles = ids.split(',').map((id) => dataset.literatureById.get(id)).map((r) => `${r?.id ?? ''} ${r?.titleEn ?? ''}`);
    return new HttpResponse(pdfOf(['wenxian simulated document', ...titles]), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${ids.split(',')[0] ?? 'document'}.pdf"` },
    });
  }, { unsigned: true }),
];
