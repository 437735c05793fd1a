import { definePost, uploadFile, type CallOptions, type FilePart } from '../core';
import type { Page } from '../shared/types';
import { CONFERENCE_PATHS as P } from './paths';
import type {
  AuditAuthorization,
  AuditIds,
  AuditRecord,
  AuditRecordInput,
  AuditRecordListQuery,
  AuditStateCount,
  AuditUpload,
  ConferenceBook,
  ConferenceListQuery,
  ConferenceLiteratureQuery,
  ConferencePage,
  ConferenceProfile,
  ConferenceQuery,
  LiteratureSummary,
} from './types';

export const searchConferences = definePost<ConferenceListQuery, ConferencePage>(P.search);
export const searchConferenceBooks = definePost<ConferenceListQuery, Page<ConferenceBook>>(P.searchBook);
export const showConference = definePost<ConferenceQuery, ConferenceProfile>(P.show);
export const getConferenceLiteratures = definePost<ConferenceLiteratureQuery, Page<LiteratureSummary>>(P.literatures);

// Audit records (conference manager area)
export const listAuditRecords = definePost<AuditRecordListQuery, Page<AuditRecord>>(P.auditList);
export const saveAuditRecord = definePost<AuditRecordInput, AuditRecord>(P.auditSave);
export const editAuditRecord = definePost<AuditRecordInput & { id: string }, AuditRecord>(P.auditEdit);
/** Submit for audit. */
export const submitAuditRecords = definePost<AuditIds, unknown>(P.auditSubmit);
export const submitAuditDetection = definePost<AuditIds, unknown>(P.auditSubmitDetection);
export const subAuditDetection = definePost<AuditIds, unknown>(P.auditSubDetection);
export const removeAuditRecords = definePost<AuditIds, unknown>(P.auditRemove);
export const setAuditHost = definePost<{ id: string; host: boolean }, unknown>(P.auditSetHost);
export const authorizeAuditRecords = definePost<AuditAuthorization, unknown>(P.auditAuthorization);
export const getAuditStateCount = definePost<{ conferenceId: string }, AuditStateCount>(P.auditStateCount);
/** Paper upload for an audit record (POST /website/conference/auditRecord/upload, empty base path). */
export const uploadAuditFile = (
  file: FilePart,
  fields: { conferenceId: string; recordId?: string },
  options?: CallOptions,
) => uploadFile<AuditUpload>(P.auditUpload, file, fields, options);
