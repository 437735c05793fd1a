import { downloadReferences, exportReference, getReferenceTexts, type DownloadedFile } from '@wenxian/api';
import { batchCitationStyles, type LiteratureTypeCode } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

export type BatchQuoteTarget = { ids: string[]; types: LiteratureTypeCode[] };
/** One entry of the batch citation list, in the order of the selection. */
type BatchQuoteEntry = { id: string; type: LiteratureTypeCode; text: string };

const STYLE = batchCitationStyles[0];

/**
 * The GB/T 7714—2015 texts of the selection, one per item in the selection's order (the answer's order does
 * not matter); an item the server does not return is left out, a missing style text falls back to refText.
 */
const batchQuoteApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBatchQuote: build.query<BatchQuoteEntry[], BatchQuoteTarget>({
      queryFn: ({ ids, types }) =>
        callApi(async () => {
          const items = await getReferenceTexts({ ids, types, styles: [STYLE] });
          const byId = new Map(items.map((item) => [String(item.id), item]));
          return ids.flatMap((id, i) => {
            const item = byId.get(id);
            if (!item) return [];
            const text = (item[STYLE] ?? '').trim() || item.refText.trim();
            return [{ id, type: types[i] as LiteratureTypeCode, text }];
          });
        }),
    }),
    /** The list as a text file (GET /literature/base/ref/download with the style). */
    downloadBatchQuote: build.mutation<DownloadedFile, BatchQuoteTarget>({
      queryFn: ({ ids, types }) => callApi(() => downloadReferences({ ids, types, style: STYLE })),
    }),
    /** The list in a reference manager's format (POST /literature/base/ref/export; RefWorks is sent as RefMan). */
    exportBatchQuote: build.mutation<DownloadedFile, BatchQuoteTarget & { format: string }>({
      queryFn: ({ ids, types, format }) => callApi(() => exportReference({ ids, types, style: format })),
    }),
  }),
});

export const { useGetBatchQuoteQuery, useDownloadBatchQuoteMutation, useExportBatchQuoteMutation } = batchQuoteApi;
