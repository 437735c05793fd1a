/** File extension per kind of downloaded text (doc 000 §9: .txt text, .doc word). */
export const downloadFileExtensions = { text: '.txt', word: '.doc' } as const;
export type DownloadFileKind = keyof typeof downloadFileExtensions;

/**
 * Name of a generated text download: product prefix + timestamp + extension, e.g.
 * `AI综述1767600000000.doc`. The timestamp is the epoch milliseconds of `now` (server-aligned
 * time from the caller), which keeps names unique and sortable.
 */
export function downloadFileName(prefix: string, kind: DownloadFileKind, now: number): string {
  const safePrefix = prefix.replace(/[\\/:*?"<>|]/g, '').trim();
  return `${safePrefix}${Math.trunc(now)}${downloadFileExtensions[kind]}`;
}

/** At most this many characters of a title in a PDF's file name (file systems allow 255 bytes; CJK takes 3). */
const titleCharsInFileName = 60;
const unsafeInFileName = /[\\/:*?"<>|]/g;

/** A document as a file of it is named: its title and first author. */
export type NamedDocument = { title: string; firstAuthor?: string | null };

/**
 * The name a file of documents is saved under (the spec names none; docs/decisions/documents.md): the title and
 * the first author, `标题_作者.pdf`, as Chinese scholars file papers; several documents in one file are named by
 * the first, `标题等3篇.pdf`. Characters no file system takes are dropped and a long title is cut. A full text and a
 * citation export are named alike (`citationExportFileName`), so the files of one paper sort together.
 */
export function documentFileName(documents: readonly NamedDocument[], extension: string): string {
  const clean = (text: string) =>
    [...text.replace(unsafeInFileName, '')]
      .map((c) => (c < ' ' ? ' ' : c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const [first] = documents;
  const title = [...clean(first?.title ?? '')].slice(0, titleCharsInFileName).join('').trim() || '文献';
  if (documents.length > 1) return `${title}等${documents.length}篇.${extension}`;
  const author = clean(first?.firstAuthor ?? '');
  return author ? `${title}_${author}.${extension}` : `${title}.${extension}`;
}

/** The name a downloaded full text is saved under: `标题_作者.pdf`, `标题等3篇.pdf` (`documentFileName`). */
export function documentPdfFileName(documents: readonly NamedDocument[]): string {
  return documentFileName(documents, 'pdf');
}
