import { definePost, deleteCall, uploadFile, type CallOptions, type FilePart } from '../core';
import { MANUSCRIPT_CHECK_PATHS as P } from './paths';
import type {
  AddCheckPayload,
  JournalRecommendation,
  LiteratureSummary,
  ManuscriptDetail,
  ManuscriptRecord,
  ManuscriptUpload,
  Page,
  RecordIdQuery,
  RecordListQuery,
} from './types';

export const uploadManuscript = (file: FilePart, options?: CallOptions) =>
  uploadFile<ManuscriptUpload>(P.upload, file, {}, options);
export const addManuscriptCheck = definePost<AddCheckPayload, ManuscriptRecord>(P.addCheck);
export const getManuscriptRecordList = definePost<RecordListQuery, Page<ManuscriptRecord>>(P.recordList);
export const getManuscriptDetail = definePost<RecordIdQuery, ManuscriptDetail>(P.detail);
export const getSameArticleRecommend = definePost<RecordIdQuery, LiteratureSummary[]>(P.sameArticleRecommend);
export const getRelatedRecordList = definePost<RecordIdQuery, ManuscriptRecord[]>(P.relatedRecordList);
export const getManuscriptRecommendJournal = definePost<RecordIdQuery, JournalRecommendation[]>(P.recommendJournal);
export const deleteManuscriptRecord = (id: string, options?: CallOptions) =>
  deleteCall<unknown>(P.delete(id), {}, options);
export const journalNameComplement = definePost<{ content: string }, string[]>(P.journalNameComplement, {
  silent: true,
});
