import type { DownloadedFile } from '@wenxian/api';

/** Hands a downloaded file to the browser as a download (an object URL on a temporary link). */
export function saveDownloadedFile(file: DownloadedFile, fallbackName: string, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.fileName || fallbackName;
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click starts the download synchronously; the URL is released on the next turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
