import * as api from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** What the member has done with an entity (关注 / 订阅 / 收藏 / 对比). */
type EntityMarks = { followed: boolean; subscribed: boolean; collected: boolean; compared: boolean };

/**
 * Follow, subscribe, collect and compare as RTK Query endpoints: the records area's calls behind the entity pages'
 * actions (EntityActions), each invalidating the marks it changes.
 */
const entityMarksApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Marks'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * Whether the member follows, subscribes to and has collected an entity: the buttons show the state and
     * offer the undo. Read from the member's own lists (the catalogue has no per-entity check).
     */
    getMarks: build.query<EntityMarks, { memberId: string; kind: api.TargetKind; id: string }>({
      queryFn: ({ memberId, kind, id }) =>
        callApi(async () => {
          const all = { pageNum: 1, pageSize: 1000 };
          const [follows, subscriptions, collections, comparisons] = await Promise.all([
            api.getFollowByMemberId({ memberId }),
            kind === 'journal' ? api.getSubscribeList({ ...all, kind }) : null,
            kind === 'journal' ? api.getPeriodicalCollectionList(all) : null,
            kind === 'journal' ? api.getComparisonList({ ...all, kind }) : null,
          ]);
          const isTarget = (t: api.TargetRef) => t.kind === kind && t.targetId === id;
          return {
            followed: follows.some(isTarget),
            subscribed: Boolean(subscriptions?.list.some(isTarget)),
            collected: Boolean(collections?.list.some((c) => c.journalId === id)),
            compared: Boolean(comparisons?.list.some(isTarget)),
          };
        }),
      providesTags: ['Marks'],
    }),
    saveSubscribe: build.mutation<unknown, api.TargetRef>({
      queryFn: (q) => callApi(() => api.saveSubscribe(q)),
      invalidatesTags: ['Subscriptions', 'Marks'],
    }),
    unsubscribe: build.mutation<unknown, api.TargetRef>({
      queryFn: (q) => callApi(() => api.unsubscribe(q)),
      invalidatesTags: ['Subscriptions', 'Marks'],
    }),
    saveFollow: build.mutation<unknown, api.TargetRef & api.Cancellable>({
      queryFn: (q) => callApi(() => api.saveFollow(q)),
      invalidatesTags: ['Marks'],
    }),
    saveComparison: build.mutation<unknown, api.TargetRef>({
      queryFn: (q) => callApi(() => api.saveComparison(q)),
      invalidatesTags: ['Subscriptions', 'Marks'],
    }),
    unComparison: build.mutation<unknown, api.TargetRef>({
      queryFn: (q) => callApi(() => api.unComparison(q)),
      invalidatesTags: ['Subscriptions', 'Marks'],
    }),
    savePeriodicalCollection: build.mutation<unknown, { journalId: string } & api.Cancellable>({
      queryFn: (q) => callApi(() => api.savePeriodicalCollection(q)),
      invalidatesTags: ['Marks'],
    }),
  }),
});

export const {
  useGetMarksQuery,
  useSaveSubscribeMutation,
  useUnsubscribeMutation,
  useSaveFollowMutation,
  useSaveComparisonMutation,
  useUnComparisonMutation,
  useSavePeriodicalCollectionMutation,
} = entityMarksApi;
