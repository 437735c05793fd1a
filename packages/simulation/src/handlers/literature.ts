import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { LITERATURE_PATHS as P, type CitationItem } from '@wenxian/api';
import { citationExportFileName, citationStyles, exportFileOf } from '@wenxian/domain';
import { formatCitations, formatExport } from '../citation/citations';
import { literatureOr404, recordsOf } from '../data/lookup';
import { accountOf } from '../session/auth';
import { simulationState } from '../session/state';
import { corpus } from './corpusAndSearchEngine';
import { toDetail } from './documentExtras';
import { pathPattern } from './pathPattern';
import { route } from './route';
import { siteOrigin } from './siteOrigin';

const idsOf = (url: URL, body: Record<string, unknown>): string[] => {
  const fromBody = body.ids;
  if (Array.isArray(fromBody)) return fromBody.map(String);
  const all = url.searchParams.getAll('ids');
  return all.length === 1 ? (all[0] ?? '').split(',').filter(Boolean) : all;
};

function fileResponse(text: string, name: string, mime = 'text/plain'): Response {
  return new HttpResponse(text, {
    headers: {
      'Content-Type': `${mime}; charset=utf-8`,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

/** Documents and citations: /literature/base/{id}, word-ref, reference texts, exports. */
export const literatureHandlers: RequestHandler[] = [
  route('post', P.referenceText, async ({ body }) => {
    const payload = await body<{ ids?: string[]; styles?: string[] }>();
    const dataset = await corpus();
    const styles = payload.styles?.length ? payload.styles : [...citationStyles];
    const records = recordsOf(dataset, payload.ids ?? []);
    const texts = await Promise.all(styles.map((style) => formatCitations(dataset, records, style)));
    return records.map((record, i): CitationItem => {
      const item: CitationItem = { id: record.id, refText: texts[0]?.[i] ?? '' };
      styles.forEach((style, s) => (item[style] = texts[s]?.[i] ?? ''));
      return item;
    });
  }),
  route('post', P.refExport, async ({ url, body, request }) => {
    const payload = await body<{ style?: string }>();
    const dataset = await corpus();
    const records = recordsOf(dataset, idsOf(url, await body()));
    const { text, format } = await formatExport(
      dataset,
      records,
      payload.style ?? 'EndNote',
      // The call comes through the site (the page server or the browser): the records name its pages.
      siteOrigin(request, url),
    );
    // Named by what was exported (domain's rule, which the site's export links name their files by too).
    const name = citationExportFileName(
      records.map((r) => ({ title: r.title, firstAuthor: r.authors[0]?.name })),
      format,
    );
    return fileResponse(text, name, exportFileOf[format].mime);
  }),
  route('get', P.refDownload, async ({ url }) => {
    const dataset = await corpus();
    const records = recordsOf(dataset, idsOf(url, {}));
    const texts = await formatCitations(dataset, records, url.searchParams.get('style') ?? citationStyles[0]);
    return fileResponse(texts.map((text, i) => `[${i + 1}] ${text}`).join('\n'), '批量引用.txt');
  }),
  route('get', P.wordRef, async ({ query }) => {
    const dataset = await corpus();
    const record = literatureOr404(dataset, query('id') ?? '');
    const texts = await Promise.all(
      citationStyles.map(async (style) => [style, (await formatCitations(dataset, [record], style))[0] ?? ''] as const),
    );
    return { id: record.id, refText: texts[0]?.[1] ?? '', styles: Object.fromEntries(texts) };
  }),
  route('get', pathPattern(P.base, 'id'), async ({ request, params }) => {
    const dataset = await corpus();
    const record = literatureOr404(dataset, String(params.id));
    // Opening a document is a browse record of the logged-in user (personal centre → 浏览记录).
    const account = accountOf(request);
    if (account)
      simulationState().browseRecords.unshift({
        memberId: account.memberId,
        id: record.id,
        type: record.type,
        at: simulationState().now(),
      });
    return toDetail(dataset, record);
  }),
];
