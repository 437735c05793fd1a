import { messages, notFoundCode } from '@wenxian/domain';
import { definePost, streamText, type CallOptions } from '../core';
import type { SearchRequest } from '../search/types';
import type { AnalysisQuery } from '../shared/types';
import { SUBJECT_PATHS as P } from './paths';
import type {
  ChartSeries,
  NamedCount,
  SubjectInfiltration,
  SubjectListQuery,
  SubjectLiteraturePage,
  SubjectPage,
  SubjectProfile,
  SubjectQuery,
  WordQuery,
  WordRankRow,
} from './types';

/** A subject lookup answering 404 shows 主题词未找到 (doc 001 §7). */
export const showSubject = definePost<SubjectQuery, SubjectProfile>(P.show, {
  messages: { [notFoundCode]: messages.errorPage.subjectNotFound },
});
export const getSubjectLiteratures = definePost<SubjectListQuery, SubjectLiteraturePage>(P.literatures);
export const searchSubjects = definePost<SearchRequest, SubjectPage>(P.search);
export const getSubjectRecommend = definePost<SubjectListQuery, SubjectProfile[]>(P.recommend);
export const getSubjectInfiltration = definePost<AnalysisQuery, SubjectInfiltration>(P.infiltration);

export const getWordStatistics = definePost<WordQuery, NamedCount[]>(P.wordStatistics);
export const getWordTrends = definePost<WordQuery, ChartSeries[]>(P.wordTrends);
export const getRelatedWords = definePost<WordQuery, NamedCount[]>(P.wordRelated);
/** AI summary of a topic (/keyword/summarize pages): streamed text. */
export const streamWordSummarize = (payload: WordQuery, options?: CallOptions): AsyncGenerator<string> =>
  streamText(P.wordSummarize, payload, options);
export const getWordRankings = definePost<WordQuery, WordRankRow[]>(P.wordRankings);
