import { getChatZs, type ChatAnswer } from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The printable AI summary of a topic (/pdf/summary/download): the assistant's summary call, in one piece. */
export const reportsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTopicSummary: build.query<ChatAnswer, string>({
      queryFn: (topic) => callApi(() => getChatZs({ content: topic })),
    }),
  }),
});

export const { useGetTopicSummaryQuery } = reportsApi;
