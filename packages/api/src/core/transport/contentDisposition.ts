import { safeDecodeURIComponent } from '@wenxian/domain';

/**
 * File name of a Content-Disposition header: RFC 6266 `filename*=UTF-8''…` (percent-encoded) wins
 * over `filename="…"`; servers of this kind also percent-encode the plain form, so it is decoded too.
 */
export function fileNameFromDisposition(header: string): string | undefined {
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) return safeDecodeURIComponent(extended[2].trim());
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return value ? safeDecodeURIComponent(value) : undefined;
}
