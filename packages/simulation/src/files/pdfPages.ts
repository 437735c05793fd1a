/**
 * The text layer of a PDF, page by page and line by line (pdf.js, loaded on first use; no worker file is
 * served: pdf.js runs its worker code on this thread when it finds it on globalThis).
 */
export async function pdfPageLines(data: ArrayBuffer | Uint8Array): Promise<string[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
  const bytes = data instanceof Uint8Array ? data.slice() : new Uint8Array(data);
  const document = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const content = await (await document.getPage(n)).getTextContent();
      const lines: string[] = [];
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line.trim());
          line = '';
        }
      }
      if (line.trim()) lines.push(line.trim());
      pages.push(lines.filter(Boolean));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
