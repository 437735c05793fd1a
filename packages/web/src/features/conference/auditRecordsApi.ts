import {
  authorizeAuditRecords,
  editAuditRecord,
  getAuditStateCount,
  listAuditRecords,
  removeAuditRecords,
  saveAuditRecord,
  setAuditHost,
  subAuditDetection,
  submitAuditDetection,
  submitAuditRecords,
  uploadAuditFile,
  type AuditAuthorization,
  type AuditIds,
  type AuditRecord,
  type AuditRecordInput,
  type AuditRecordListQuery,
  type AuditStateCount,
  type AuditUpload,
  type Page,
} from '@wenxian/api';
import type { AuditAction } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

/** Audit records and their state counts change together with every flow action. */
const withAudit = apiSlice.enhanceEndpoints({ addTagTypes: ['AuditRecords'] });

/** The flow actions that take record ids (save/edit/upload/host have their own endpoints). */
const flowCalls: Record<Exclude<AuditAction, 'edit' | 'authorize'>, (ids: AuditIds) => Promise<unknown>> = {
  submit: (ids) => submitAuditRecords(ids),
  submitDetection: (ids) => submitAuditDetection(ids),
  subDetection: (ids) => subAuditDetection(ids),
  remove: (ids) => removeAuditRecords(ids),
};
export type FlowAction = keyof typeof flowCalls;

/** The conference manager's papers through the audit flow (doc 001 §7 "Conference", docs/decisions/conference.md). */
export const auditRecordsApi = withAudit.injectEndpoints({
  endpoints: (build) => ({
    listAuditRecords: build.query<Page<AuditRecord>, AuditRecordListQuery>({
      queryFn: (query) => callApi(() => listAuditRecords(query)),
      providesTags: ['AuditRecords'],
    }),
    getAuditStateCount: build.query<AuditStateCount, { conferenceId: string }>({
      queryFn: (query) => callApi(() => getAuditStateCount(query)),
      providesTags: ['AuditRecords'],
    }),
    saveAuditRecord: build.mutation<AuditRecord, AuditRecordInput & { id?: string }>({
      queryFn: ({ id, ...input }) => callApi(() => (id ? editAuditRecord({ id, ...input }) : saveAuditRecord(input))),
      invalidatesTags: ['AuditRecords'],
    }),
    auditFlow: build.mutation<unknown, AuditIds & { action: FlowAction }>({
      queryFn: ({ action, ids }) => callApi(() => flowCalls[action]({ ids })),
      invalidatesTags: ['AuditRecords'],
    }),
    setAuditHost: build.mutation<unknown, { id: string; host: boolean }>({
      queryFn: (payload) => callApi(() => setAuditHost(payload)),
      invalidatesTags: ['AuditRecords'],
    }),
    authorizeAuditRecords: build.mutation<unknown, AuditAuthorization>({
      queryFn: (payload) => callApi(() => authorizeAuditRecords(payload)),
      invalidatesTags: ['AuditRecords'],
    }),
    uploadAuditFile: build.mutation<AuditUpload, { file: File; conferenceId: string; recordId?: string }>({
      queryFn: ({ file, ...fields }) => callApi(() => uploadAuditFile(file, fields)),
      invalidatesTags: ['AuditRecords'],
    }),
  }),
});

export const {
  useListAuditRecordsQuery,
  useGetAuditStateCountQuery,
  useSaveAuditRecordMutation,
  useAuditFlowMutation,
  useSetAuditHostMutation,
  useAuthorizeAuditRecordsMutation,
  useUploadAuditFileMutation,
} = auditRecordsApi;
