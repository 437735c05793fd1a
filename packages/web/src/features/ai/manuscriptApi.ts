import {
  addManuscriptCheck,
  deleteManuscriptRecord,
  getManuscriptDetail,
  getManuscriptRecommendJournal,
  getManuscriptRecordList,
  getRelatedRecordList,
  getSameArticleRecommend,
  journalNameComplement,
  uploadManuscript,
  type JournalRecommendation,
  type LiteratureSummary,
  type ManuscriptDetail,
  type ManuscriptRecord,
  type Page,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The AI manuscript check (doc 001 §7): upload and add a check, the records, a report's parts, delete. */
export const manuscriptApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Uploads the file (the server reads its title and text), then adds the check. */
    submitManuscript: build.mutation<ManuscriptRecord, { file: File; targetJournal?: string }>({
      queryFn: ({ file, targetJournal }) =>
        callApi(async () => {
          const upload = await uploadManuscript(file);
          return addManuscriptCheck({ fileId: upload.fileId, targetJournal: targetJournal || undefined });
        }),
    }),
    manuscriptRecords: build.query<Page<ManuscriptRecord>, { page?: number }>({
      queryFn: ({ page = 1 }) => callApi(() => getManuscriptRecordList({ pageNum: page, pageSize: 20 })),
    }),
    manuscriptDetail: build.query<ManuscriptDetail, string>({
      queryFn: (id) => callApi(() => getManuscriptDetail({ id })),
    }),
    recommendedJournals: build.query<JournalRecommendation[], string>({
      queryFn: (id) => callApi(() => getManuscriptRecommendJournal({ id })),
    }),
    similarArticles: build.query<LiteratureSummary[], string>({
      queryFn: (id) => callApi(() => getSameArticleRecommend({ id })),
    }),
    relatedRecords: build.query<ManuscriptRecord[], string>({
      queryFn: (id) => callApi(() => getRelatedRecordList({ id })),
    }),
    journalNames: build.query<string[], string>({
      queryFn: (content) => callApi(() => journalNameComplement({ content })),
    }),
    deleteManuscript: build.mutation<unknown, string>({
      queryFn: (id) => callApi(() => deleteManuscriptRecord(id)),
      // The record leaves the lists at once (the api has no manuscript tag to refetch by).
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          manuscriptApi.util.updateQueryData('manuscriptRecords', {}, (page) => {
            page.list = page.list.filter((r) => r.id !== id);
            page.total = Math.max(0, page.total - 1);
          }),
        );
      },
    }),
  }),
});

export const {
  useSubmitManuscriptMutation,
  useManuscriptRecordsQuery,
  useManuscriptDetailQuery,
  useRecommendedJournalsQuery,
  useSimilarArticlesQuery,
  useRelatedRecordsQuery,
  useJournalNamesQuery,
  useDeleteManuscriptMutation,
} = manuscriptApi;
