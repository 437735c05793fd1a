/**
 * Keyword paths are redirected with status 302 to /subject plus the remaining path
 * (doc 001 §2), e.g. /keyword/summarize/AI → /subject/summarize/AI; the query is kept.
 */
export function keywordRedirect(pathname: string, search = ''): { status: 302; location: string } | null {
  const match = /^\/keyword(\/.*)?$/.exec(pathname);
  if (!match) return null;
  return { status: 302, location: `/subject${match[1] ?? ''}${search}` };
}
