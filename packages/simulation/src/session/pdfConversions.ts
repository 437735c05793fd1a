import {
  documentLabels,
  pdfToWordFileName,
  pdfToWordPrice,
  pdfToWordProgress,
  pdfToWordStates,
  pdfToWordUpload,
  pdfToWordUploadProblem,
} from '@wenxian/domain';
import { SimulatedError } from '../errors';
import { nextId, simulationState } from './state';
import type { Account } from './accountRecords';
import { isoOf } from './calendar';
import type { Order } from './moneyRecords';
import type { PdfConversion } from './serviceRecords';

const L = documentLabels.pdf2word;

/**
 * PDF → Word conversions, kept per user (/transform/pdf2word): the upload stores the PDF's text layer, the
 * order (busCode PDF2WORD, pdfPath) prices it by pages, paying starts it, the conversion list reports its
 * progress and the finished file is a Word document made from the PDF's text.
 */

/** The conversion's PDF as the order payload names it. */
const pdfPathOf = (id: string) => `/pdf2word/${id}.pdf`;
const idOfPath = (path: string) => /^\/pdf2word\/([^/]+)\.pdf$/.exec(path)?.[1] ?? '';

function conversions(): Map<string, PdfConversion> {
  const state = simulationState();
  state.pdfConversions ??= new Map();
  return state.pdfConversions;
}

function conversionOf(account: Account, id: string): PdfConversion {
  const conversion = conversions().get(id);
  if (!conversion || conversion.memberId !== account.memberId) throw new SimulatedError(404, '文件不存在，请重新上传');
  return conversion;
}

/** Stores an uploaded PDF: the type, size and page limits the page states, and a text layer to convert. */
export async function storeUpload(account: Account, file: File): Promise<PdfConversion> {
  const problem = pdfToWordUploadProblem(file);
  if (problem === 'wrongType') throw new SimulatedError(400, L.wrongType);
  if (problem === 'empty') throw new SimulatedError(400, L.empty);
  if (problem === 'tooLarge') throw new SimulatedError(400, L.tooLarge(pdfToWordUpload.maxMb));
  const data = new Uint8Array(await file.arrayBuffer());
  if (String.fromCharCode(...data.slice(0, 5)) !== '%PDF-')
    throw new SimulatedError(400, '文件不是有效的PDF，请重新选择');
  const { pdfPageLines } = await import('../files/pdfPages');
  let pages: string[][];
  try {
    pages = await pdfPageLines(data);
  } catch {
    throw new SimulatedError(400, '文件无法读取，可能已损坏或加密');
  }
  if (pages.length > pdfToWordUpload.maxPages)
    throw new SimulatedError(400, `文件超过 ${pdfToWordUpload.maxPages} 页，请拆分后再上传`);
  if (pages.every((lines) => lines.length === 0))
    throw new SimulatedError(400, '该PDF没有可提取的文字（扫描件暂不支持）');
  const conversion: PdfConversion = {
    id: nextId('PW'),
    memberId: account.memberId,
    fileName: file.name,
    size: file.size,
    pageCount: pages.length,
    pages,
    uploadedAt: simulationState().now(),
    orderId: null,
    startedAt: null,
  };
  conversions().set(conversion.id, conversion);
  return conversion;
}

/** The conversion an order names by pdfPath; it takes the order, priced by its pages. */
export function orderConversion(account: Account, pdfPath: string | undefined, orderId: string): number {
  const conversion = conversionOf(account, idOfPath(pdfPath ?? ''));
  if (conversion.startedAt !== null) throw new SimulatedError(400, '该文件已转换，可直接下载');
  conversion.orderId = orderId;
  return pdfToWordPrice(conversion.pageCount);
}

/** Paying the order starts its conversion. */
export function startConversion(order: Order): void {
  for (const conversion of conversions().values()) {
    if (conversion.orderId === order.id && conversion.startedAt === null)
      conversion.startedAt = simulationState().now();
  }
}

function progressOf(conversion: PdfConversion): number {
  if (conversion.startedAt === null) return 0;
  return pdfToWordProgress(conversion.startedAt, simulationState().now(), conversion.pageCount);
}

/** The list row (getUserTranslateFileList). */
export function conversionView(conversion: PdfConversion) {
  const progress = progressOf(conversion);
  const state =
    conversion.startedAt === null
      ? pdfToWordStates.unpaid
      : progress >= 100
        ? pdfToWordStates.done
        : pdfToWordStates.converting;
  return {
    id: conversion.id,
    fileName: conversion.fileName,
    state,
    progress,
    pageCount: conversion.pageCount,
    amount: pdfToWordPrice(conversion.pageCount),
    pdfPath: pdfPathOf(conversion.id),
    ...(conversion.orderId ? { orderId: conversion.orderId } : {}),
    createdAt: isoOf(conversion.uploadedAt),
  };
}

/** The user's conversions, newest first. */
export function conversionsOf(account: Account): PdfConversion[] {
  return [...conversions().values()]
    .filter((c) => c.memberId === account.memberId)
    .sort((a, b) => b.uploadedAt - a.uploadedAt);
}

/** The finished Word file: its name (prefix + timestamp + .doc) and bytes. */
export async function convertedFile(account: Account, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const conversion = conversionOf(account, id);
  if (progressOf(conversion) < 100) throw new SimulatedError(400, '转换尚未完成，请稍后下载');
  const { wordDocument } = await import('../files/wordDocument');
  const title = conversion.fileName.replace(/\.pdf$/i, '');
  return {
    fileName: pdfToWordFileName(simulationState().now()),
    bytes: await wordDocument({ title, pages: conversion.pages }),
  };
}
