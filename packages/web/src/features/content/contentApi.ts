import {
  getAboutUsList,
  getByIdAndState,
  getCenteAllByState,
  getCenteInfo,
  getCenteInfoByCenteColumnId,
  getCenteInfoByIdAndState,
  getClauseList,
  getContactUsList,
  getJournalismList,
  getJournalismListType4,
  getNoticeList,
  type Article,
  type HelpColumn,
  type HelpEntry,
  type HelpSearchQuery,
  type Notice,
  type Page,
  type SimpleEntry,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** Which list a public document comes from (/commonOpenUp/getAboutUsList, getContactUsList, getClauseList). */
export type DocumentSource = 'aboutUs' | 'contactUs' | 'clause';
const documentLists: Record<DocumentSource, () => Promise<SimpleEntry[]>> = {
  aboutUs: () => getAboutUsList({}),
  contactUs: () => getContactUsList({}),
  clause: () => getClauseList({}),
};

/** Public content: help centre, news and lectures, notices, about-us documents (doc 001 §7 "Public content"). */
export const contentApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<SimpleEntry[], DocumentSource>({
      queryFn: (source) => callApi(() => documentLists[source]()),
    }),
    getNews: build.query<Page<Article>, { type: 1 | 4; pageNum: number; keyword?: string }>({
      queryFn: ({ type, ...query }) =>
        callApi(() =>
          type === 4
            ? getJournalismListType4({ ...query, pageSize: 10 })
            : getJournalismList({ ...query, pageSize: 10 }),
        ),
    }),
    getArticle: build.query<Article, string>({
      queryFn: (id) => callApi(() => getByIdAndState({ id })),
    }),
    getNotices: build.query<Page<Notice>, number>({
      queryFn: (pageNum) => callApi(() => getNoticeList({ pageNum, pageSize: 20 })),
    }),
    getHelpColumns: build.query<HelpColumn[], void>({
      queryFn: () => callApi(() => getCenteAllByState({})),
    }),
    getHelpEntries: build.query<Page<HelpEntry>, string>({
      queryFn: (columnId) => callApi(() => getCenteInfoByCenteColumnId({ columnId, pageNum: 1, pageSize: 50 })),
    }),
    getHelpEntry: build.query<HelpEntry, string>({
      queryFn: (id) => callApi(() => getCenteInfoByIdAndState({ id })),
    }),
    searchHelp: build.query<Page<HelpEntry>, HelpSearchQuery>({
      queryFn: (query) => callApi(() => getCenteInfo({ pageSize: 20, ...query })),
    }),
  }),
});

export const {
  useGetDocumentsQuery,
  useGetNewsQuery,
  useGetArticleQuery,
  useGetNoticesQuery,
  useGetHelpColumnsQuery,
  useGetHelpEntriesQuery,
  useGetHelpEntryQuery,
  useSearchHelpQuery,
} = contentApi;
