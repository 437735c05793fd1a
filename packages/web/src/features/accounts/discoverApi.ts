import {
  getFollowList,
  getHotJournal,
  getRecommendJournal,
  getSubjectLiteratures,
  getSubscribeList,
  saveSubscribe,
  searchJournals,
  showSubject,
  type FollowItem,
  type JournalCard,
  type JournalListQuery,
  type JournalSearchResult,
  type Page,
  type SubjectLiteraturePage,
  type SubjectProfile,
  type SubscribeItem,
  type TargetRef,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** How many subscribed journals are read to mark 已订阅 on the hot and recommended lists. */
export const SUBSCRIBED_JOURNALS = { kind: 'journal', pageNum: 1, pageSize: 1000 } as const;

/**
 * The title package's journal search, the hot and recommended journals to subscribe, and the member's selected
 * topics (选题: the subjects they follow). Subscribing invalidates `Subscriptions`, so /subscription and
 * /subscription/mysubItem show it at once.
 */
export const discoverApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** 职称材料检索: journals by name, ISSN or subject, with their index tags (核心, CSSCI…). */
    searchTitleJournals: build.query<JournalSearchResult, { text: string; pageNum: number; pageSize: number }>({
      queryFn: ({ text, pageNum, pageSize }, { signal }) =>
        callApi(() =>
          searchJournals({ conditions: [{ searchField: 'J', content: text }], pageNum, pageSize }, { signal }),
        ),
    }),
    getHotJournals: build.query<JournalCard[], JournalListQuery>({
      queryFn: (arg) => callApi(() => getHotJournal(arg)),
    }),
    getRecommendedJournals: build.query<JournalCard[], JournalListQuery>({
      queryFn: (arg) => callApi(() => getRecommendJournal(arg)),
    }),
    /** The member's journal subscriptions, to say which listed journals are 已订阅. */
    getSubscribedJournals: build.query<Page<SubscribeItem>, typeof SUBSCRIBED_JOURNALS>({
      queryFn: (arg) => callApi(() => getSubscribeList(arg)),
      providesTags: ['Subscriptions'],
    }),
    subscribeTarget: build.mutation<SubscribeItem, TargetRef>({
      queryFn: (arg) => callApi(() => saveSubscribe(arg)),
      invalidatesTags: ['Subscriptions'],
    }),
    /** 我的选题: the subjects the member follows (from a subject's page, 关注). */
    getSelectedTopics: build.query<Page<FollowItem>, { pageNum: number; pageSize: number }>({
      queryFn: (arg) => callApi(() => getFollowList({ ...arg, kind: 'subject' })),
      providesTags: ['Subscriptions'],
    }),
    getTopic: build.query<SubjectProfile, string>({
      queryFn: (id) => callApi(() => showSubject({ id })),
    }),
    getTopicLiteratures: build.query<SubjectLiteraturePage, { id: string; pageNum: number; pageSize: number }>({
      queryFn: (arg) => callApi(() => getSubjectLiteratures(arg)),
    }),
  }),
});

export const {
  useSearchTitleJournalsQuery,
  useGetHotJournalsQuery,
  useGetRecommendedJournalsQuery,
  useGetSubscribedJournalsQuery,
  useSubscribeTargetMutation,
  useGetSelectedTopicsQuery,
  useGetTopicQuery,
  useGetTopicLiteraturesQuery,
} = discoverApi;
