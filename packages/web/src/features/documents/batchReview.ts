import { getChatZs, getLiterature, type ChatAnswer, type LiteratureDetail } from '@wenxian/api';
import type { LiteratureTypeCode } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

/**
 * The topic a review of the selected documents is written on: the keyword most of them share (the earliest
 * selected document's order breaks ties), else the first document's title. Empty for no documents.
 */
export function reviewTopicOf(documents: readonly Pick<LiteratureDetail, 'title' | 'keywords'>[]): string {
  const counts = new Map<string, number>();
  for (const doc of documents)
    for (const keyword of new Set((doc.keywords ?? []).map((k) => k.trim()).filter(Boolean)))
      counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
  let best = '';
  let bestCount = 0;
  // Map keeps insertion order: the first keyword reaching the highest count wins.
  for (const [keyword, count] of counts)
    if (count > bestCount) {
      best = keyword;
      bestCount = count;
    }
  return best || documents[0]?.title.trim() || '';
}

type ReviewItem = { id: string; type: LiteratureTypeCode };
type BatchReview = {
  topic: string;
  documents: Pick<LiteratureDetail, 'id' | 'type' | 'title' | 'source' | 'year'>[];
  answer: ChatAnswer;
};

/**
 * A review (综述) of the selected documents: their records (GET /literature/base/{id}), the topic they share, and
 * the assistant's summary call (/rweb/chat/getZs) on that topic, which cites the platform's literature on it.
 */
const batchReviewApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBatchReview: build.query<BatchReview, ReviewItem[]>({
      queryFn: (items) =>
        callApi(async () => {
          const details = await Promise.all(items.map((item) => getLiterature(item.id, item.type)));
          const topic = reviewTopicOf(details);
          const answer = await getChatZs({ content: topic });
          return {
            topic,
            documents: details.map(({ id, type, title, source, year }) => ({ id, type, title, source, year })),
            answer,
          };
        }),
    }),
  }),
});

export const { useGetBatchReviewQuery } = batchReviewApi;
