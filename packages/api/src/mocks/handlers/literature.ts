import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { LITERATURE_PATHS as P } from '../../literature/paths';
import type { CitationItem } from '../../literature/types';
import { citationStyles, formatCitation, formatExport } from '../data/citations';
import { literatureOr404 } from '../data/lookup';
import { accountOf } from '../session/auth';
import { simulationState } from '../session/state';
import { corpus } from './lazy';
import { recordsOf, toDetail } from './mappers';
import { route } from './route';

const idsOf = (url: URL, body: Record<string, unknown>): string[] => {
  const fromBody = body.ids;
  if (Array.isArray(fromBody)) return fromBody.map(String);
  const all = url.searchParams.getAll('ids');
  return all.length === 1 ? (all[0] ?? '').split(',').filter(Boolean) : all;
};

function fileResponse(text: string, name: string): Response {
  return new HttpResponse(text, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
  });
}

/** Documents and citations: /literature/base/{id}, word-ref, reference texts, exports. */
export const literatureHandlers: RequestHandler[] = [
  route('post', P.referenceText, async ({ body }) => {
    const payload = await body<{ ids?: string[]; styles?: string[] }>();
    const dataset = await corpus();
    const styles = payload.styles?.length ? payload.styles : [...citationStyles];
    return recordsOf(dataset, payload.ids ?? []).map((record): CitationItem => {
      const item: CitationItem = { id: record.id, refText: formatCitation(record, styles[0] ?? citationStyles[0]) };
      for (const style of styles) item[style] = formatCitation(record, style);
      return item;
    });
  }),
  route('post', P.refExport, async ({ url, body }) => {
    const payload = await body<{ style?: string }>();
    const dataset = await corpus();
    const style = payload.style ?? 'EndNote';
    return fileResponse(recordsOf(dataset, idsOf(url, await body())).map((r) => formatExport(r, style)).join('\n\n'), `文献导出_${style}.txt`);
  }),
  route('get', P.refDownload, async ({ url }) => {
    const dataset = await corpus();
    const style = url.searchParams.get('style') ?? citationStyles[0];
    return fileResponse(recordsOf(dataset, idsOf(url, {})).map((r, i) => `[${i + 1}] ${formatCitation(r, style)}`).join('\n'), '批量引用.txt');
  }),
  route('get', P.wordRef, async ({ query }) => {
    const record = literatureOr404(await corpus(), query('id') ?? '');
    return { id: record.id, refText: formatCitation(record, citationStyles[0]), styles: Object.fromEntries(citationStyles.map((s) => [s, formatCitation(record, s)])) };
  }),
  route('get', '/literature/base/:id', async ({ request, params }) => {
    const dataset = await corpus();
    const record = literatureOr404(dataset, String(params.id));
    // Opening a document is a browse record of the logged-in user (personal centre → 浏览记录).
    const account = accountOf(request);
    if (account) simulationState().browseRecords.unshift({ memberId: account.memberId, id: record.id, type: record.type, at: simulationState().now() });
    return toDetail(dataset, record);
  }),
];
