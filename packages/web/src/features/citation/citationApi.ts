import { getReferenceTexts } from '@wenxian/api';
import { stylesFor } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';
import { citationTextsOf, type CitationTarget, type StyleText } from './citationTexts';

/** The citation dialog's texts (doc 000 §2.8: loaded when it opens; doc 001 §3: ids, types, styles). */
const citationApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCitationTexts: build.query<StyleText[], CitationTarget>({
      queryFn: ({ ids, types }) =>
        callApi(async () =>
          citationTextsOf(await getReferenceTexts({ ids, types, styles: [...stylesFor(ids.length)] }), ids),
        ),
    }),
  }),
});

export const { useGetCitationTextsQuery } = citationApi;
