import type { LiteratureTypeCode } from '@wenxian/domain';
import { downloadBlob, getJson, postJson, type CallOptions } from '../core';
import { LITERATURE_PATHS as P } from './paths';
import type { CitationExportRequest, CitationItem, CitationRequest, LiteratureDetail, WordRef } from './types';

/** One document (GET /literature/base/{id}?type=). */
export const getLiterature = (id: string, type: LiteratureTypeCode, options?: CallOptions) =>
  getJson<LiteratureDetail>(P.base(id), { type }, options);

/** Word reference data (GET /literature/data/word-ref?id=). */
export const getWordRef = (id: string, options?: CallOptions) => getJson<WordRef>(P.wordRef, { id }, options);

/** Citation texts for the citation dialog (ids, types, styles). */
export const getReferenceTexts = (request: CitationRequest, options?: CallOptions) =>
  postJson<CitationItem[]>(P.referenceText, request, options);

/** Export in a single-item format (POST /literature/base/ref/export); the answer is a file. */
export const exportReference = (request: CitationExportRequest, options?: CallOptions) =>
  downloadBlob('post', P.refExport, { body: request }, options);

/** Batch citation download (GET /literature/base/ref/download with ids, types and style). */
export const downloadReferences = (request: CitationExportRequest, options?: CallOptions) =>
  downloadBlob('get', P.refDownload, { query: request }, options);
