import { aiLabels } from '@wenxian/domain';
import { SimulatedError } from '../errors';

const labels = aiLabels.manuscript;

/**
 * Reads an uploaded manuscript the way the check service would: the text of a .docx (mammoth) or a .pdf
 * (pdf.js, text layer only), then its title (the first line), abstract and keywords when the manuscript
 * labels them (摘要：…, 关键词：…). Both libraries are loaded on the first upload only.
 */
export type ManuscriptText = { title: string; abstract: string; keywords: string[]; text: string };

const ABSTRACT = /^(?:摘\s*要|\[摘要\]|【摘要】)\s*[:：]?\s*(.+)$/;
const KEYWORDS = /^(?:关键词|關鍵詞|\[关键词\]|【关键词】)\s*[:：]?\s*(.+)$/;

/**
 * The most a .docx's text parts (everything but word/media/) may unpack to. A real manuscript's XML is a few
 * MiB; a zip packed to unpack to gigabytes (a 1 MiB file took this process to 2.5 GiB through mammoth) is
 * refused as unreadable before mammoth sees it, counted while it unpacks so no more than this is ever held.
 */
export const DOCX_UNPACKED_MAX_BYTES = 32 * 1024 * 1024;

/**
 * JSZip's chunked reader of one entry (in its code and documentation, not in its type declarations): it unpacks
 * a chunk at a time, so pausing it stops the unpacking. The same in Node and in the browser's worker.
 */
type UnpackingStream = {
  on(event: 'data', listener: (chunk: Uint8Array) => void): UnpackingStream;
  on(event: 'error', listener: (error: Error) => void): UnpackingStream;
  on(event: 'end', listener: () => void): UnpackingStream;
  pause(): UnpackingStream;
  resume(): UnpackingStream;
};

async function checkUnpackedSize(data: ArrayBuffer): Promise<void> {
  const JSZip = (await import('jszip')).default;
  const zip = await JSZip.loadAsync(data);
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir || entry.name.startsWith('word/media/')) continue;
    await new Promise<void>((resolve, reject) => {
      const stream = (entry as unknown as { internalStream(type: 'uint8array'): UnpackingStream }).internalStream(
        'uint8array',
      );
      stream
        .on('data', (chunk: Uint8Array) => {
          total += chunk.length;
          if (total <= DOCX_UNPACKED_MAX_BYTES) return;
          stream.pause();
          reject(new SimulatedError(400, labels.unreadable));
        })
        .on('error', reject)
        .on('end', () => resolve())
        .resume();
    });
  }
}

async function docxText(data: ArrayBuffer): Promise<string> {
  await checkUnpackedSize(data);
  const mammoth = (await import('mammoth')).default;
  // mammoth reads an ArrayBuffer in browsers and a Buffer in Node.
  const input = typeof Buffer === 'undefined' ? { arrayBuffer: data } : { buffer: Buffer.from(data) };
  return (await mammoth.extractRawText(input as { arrayBuffer: ArrayBuffer })).value;
}

async function pdfText(data: ArrayBuffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // No worker file is served: pdf.js runs its worker code on this thread when it finds it on globalThis.
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
  const document = await pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  await document.destroy();
  return lines.join('\n');
}

/** Title, abstract and keywords from the manuscript's lines; the file name stands in for a missing title. */
export function parseManuscript(text: string, fileName: string): ManuscriptText {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const labelled = (pattern: RegExp) => lines.map((l) => pattern.exec(l)?.[1]?.trim()).find(Boolean) ?? '';
  const title = lines.find((l) => !ABSTRACT.test(l) && !KEYWORDS.test(l)) ?? fileName.replace(/\.\w+$/, '');
  return {
    title: title.slice(0, 100),
    abstract: labelled(ABSTRACT),
    keywords: labelled(KEYWORDS)
      .split(/[;；,，、\s]+/)
      .filter(Boolean),
    text: lines.join('\n'),
  };
}

export async function readManuscript(file: File): Promise<ManuscriptText> {
  const extension = /\.(\w+)$/.exec(file.name)?.[1]?.toLowerCase();
  const data = await file.arrayBuffer();
  let text: string;
  try {
    if (extension === 'docx') text = await docxText(data);
    else if (extension === 'pdf') text = await pdfText(data);
    else throw new SimulatedError(400, labels.wrongType);
  } catch (error) {
    if (error instanceof SimulatedError) throw error;
    throw new SimulatedError(400, labels.unreadable);
  }
  if (!text.trim()) throw new SimulatedError(400, labels.noText);
  return parseManuscript(text, file.name);
}
