import { downloadBlob, getJson, postJson, uploadFile, type CallOptions, type FilePart } from '../core';
import { CITATION_ORDER_PATHS as P } from './paths';
import type {
  CitationDataSource,
  CitationImportResult,
  CitationOrder,
  CitationOrderList,
  CitationOrderListQuery,
  CitationOrderPayload,
  CitationOrderRegistration,
  CitationOrderReport,
  CitationOrderReportQuery,
} from './types';

export const getCitationDataSource = (options?: CallOptions) =>
  getJson<CitationDataSource[]>(P.getDataSource, {}, options);
/** Imports a literature list file for an order. */
export const importCitationList = (file: FilePart, options?: CallOptions) =>
  uploadFile<CitationImportResult>(P.importList, file, {}, options);
/** The import template file. */
export const downloadCitationTemplate = (options?: CallOptions) => downloadBlob('get', P.template, {}, options);
export const setCitationOrder = (payload: CitationOrderPayload, options?: CallOptions) =>
  postJson<CitationOrder>(P.setOrder, payload, options);
export const getCitationOrderList = (query: CitationOrderListQuery, options?: CallOptions) =>
  postJson<CitationOrderList>(P.list, query, options);
export const setCitationOrderReg = (payload: CitationOrderRegistration, options?: CallOptions) =>
  postJson<CitationOrder>(P.setReg, payload, options);
/** A finished order's report (引证检索报告): its papers as found, each with the records citing it. */
export const getCitationOrderReport = (query: CitationOrderReportQuery, options?: CallOptions) =>
  postJson<CitationOrderReport>(P.report, query, options);
