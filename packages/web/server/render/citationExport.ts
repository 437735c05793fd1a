import { exportReference, isApiError } from '@wenxian/api';
import { parseCitationExport, singleExportFormats } from '@wenxian/domain';

/**
 * The answer of the site's export address `/cite/export?ids=&types=&format=` (domain `citationExportUrl`): the page
 * server makes the spec's signed export call (POST /literature/base/ref/export) through the call layer and hands
 * the file to a plain GET — no page script, cookie or signature needed (a new tab, a crawler and a
 * reference manager's connector got 403 签名校验失败 from the call's own address).
 * Runs inside the renderer's per-request call-layer scope.
 */
export async function citationExportResponse(url: URL): Promise<Response> {
  const target = parseCitationExport(url.searchParams);
  const plain = (status: number, text: string) =>
    new Response(text, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  if (!target) return plain(400, 'Bad Request');
  try {
    const file = await exportReference({ ids: target.ids, types: target.types, style: target.format });
    const label = singleExportFormats.find((f) => f.value === target.format)?.label ?? target.format;
    const name = file.fileName ?? `${target.ids.join('_')}_${label}.txt`;
    return new Response(await file.blob.arrayBuffer(), {
      status: 200,
      headers: {
        'content-type': file.contentType || 'application/octet-stream',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        // The texts follow the corpus, which changes; a day in shared caches is harmless.
        'cache-control': 'public, max-age=86400',
      },
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.code === 404)) return plain(404, 'Not Found');
    return plain(502, 'Bad Gateway');
  }
}
