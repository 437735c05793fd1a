import { getLiterature, type LiteratureDetail } from '@wenxian/api';
import type { LiteratureTypeCode } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The document page's record (GET /literature/base/{id}?type=). */
export const literatureApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getLiterature: build.query<LiteratureDetail, { id: string; type: LiteratureTypeCode }>({
      queryFn: ({ id, type }) => callApi(() => getLiterature(id, type)),
    }),
  }),
});

export const { useGetLiteratureQuery } = literatureApi;
