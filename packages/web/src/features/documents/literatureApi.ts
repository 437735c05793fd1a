import { getLiterature, getWordRef, type LiteratureDetail, type WordRef } from '@wenxian/api';
import type { LiteratureTypeCode } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The document page's record (GET /literature/base/{id}?type=) and its citation texts (GET /literature/data/word-ref?id=). */
export const literatureApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getLiterature: build.query<LiteratureDetail, { id: string; type: LiteratureTypeCode }>({
      queryFn: ({ id, type }) => callApi(() => getLiterature(id, type)),
    }),
    getWordRef: build.query<WordRef, string>({
      queryFn: (id) => callApi(() => getWordRef(id)),
    }),
  }),
});

export const { useGetLiteratureQuery } = literatureApi;
