import { definePost, downloadBlob, uploadFile, type CallOptions, type FilePart } from '../core';
import { DOCUMENTS_PATHS as P } from './paths';
import type {
  Commodity,
  CreateFilePayload,
  DirectoryEntry,
  DocQuery,
  DocView,
  PdfUpload,
  PresignedUri,
  RechargeSetting,
  TranslateFileQuery,
  TranslateSubmit,
  TranslateTask,
} from './types';

export const showDoc = definePost<DocQuery, DocView>(P.showDoc);
export const downloadDoc = (query: DocQuery, options?: CallOptions) =>
  downloadBlob('get', P.downloadDoc, { query }, options);
export const getTranslateFile = definePost<TranslateFileQuery, TranslateTask>(P.getTranslateFile);
export const submitTranslateFile = definePost<TranslateSubmit, TranslateTask>(P.submitTranslateFile);
export const getCommodityByIdAndState = definePost<{ id: string; state?: number }, Commodity>(
  P.getCommodityByIdAndState,
);
/** Generates a downloadable file (PDF/Word/text) for records; answers a file. */
export const getCreateFile = (payload: CreateFilePayload, options?: CallOptions) =>
  downloadBlob('post', P.getCreateFile, { body: payload }, options);
export const getGeneratePresignedUri = definePost<{ path: string; bucketName?: string }, PresignedUri>(
  P.getGeneratePresignedUri,
);
export const getRechargeSettings = definePost<Record<string, never>, RechargeSetting[]>(P.getRechargeSettings);
/** A cached download (file). */
export const downCaChe = (query: { key: string }, options?: CallOptions) =>
  downloadBlob('get', P.downCaChe, { query }, options);
export const getDirectory = definePost<DocQuery, DirectoryEntry[]>(P.getDirectory);
/** Uploads a PDF for conversion to Word; the answer's pdfPath is then ordered (setOrder, busCode PDF2WORD). */
export const uploadPdfForWord = (file: FilePart, options?: CallOptions) =>
  uploadFile<PdfUpload>(P.uploadPdfFile, file, {}, options);
