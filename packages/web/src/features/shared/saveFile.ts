/** How long a saved file's object URL is kept, so the browser has finished reading it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands a blob to the browser as a download under `fileName`, through a temporary <a download>. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
