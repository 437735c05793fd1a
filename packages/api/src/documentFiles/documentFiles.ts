import { definePost, downloadBlob, uploadFile, type CallOptions, type FilePart } from '../core';
import { DOCUMENT_FILES_PATHS as P } from './paths';
import type { DirectoryEntry, DocQuery, DocView, PdfUpload } from './types';

export const showDoc = definePost<DocQuery, DocView>(P.showDoc);
/** A cached download (file). */
export const downCaChe = (query: { key: string }, options?: CallOptions) =>
  downloadBlob('get', P.downCaChe, { query }, options);
export const getDirectory = definePost<DocQuery, DirectoryEntry[]>(P.getDirectory);
/** Uploads a PDF for conversion to Word; the answer's pdfPath is then ordered (setOrder, busCode PDF2WORD). */
export const uploadPdfForWord = (file: FilePart, options?: CallOptions) =>
  uploadFile<PdfUpload>(P.uploadPdfFile, file, {}, options);
