/**
 * Members-only paths (doc 000 §6). A pattern covers the path and everything below it; `*`
 * stands for exactly one path segment.
 */
export const membersOnlyPatterns = [
  '/subscription',
  '/personalcenter',
  '/manager/account',
  '/pay/newindex',
  '/product/thesisdetection',
  '/keyword/*/summarize',
  // The AI summary in its other two addresses (§2.1: /keyword/summarize/{subject}, which the keyword rule
  // sends to /subject/summarize/{subject}): §6 makes the summary members-only, so every address serving it
  // is (docs/decisions/domain.md). /subject/summarize alone (choosing a subject) stays open.
  '/keyword/summarize/*',
  '/subject/summarize/*',
  '/onlinereading',
  '/batchreview',
  '/transform/pdf2word',
  '/WeResearch/history',
  '/WeResearch/*/chat',
  '/manager/auth',
] as const;

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** Whether `pathname` falls under `pattern` (prefix match by whole segments, `*` = one segment). */
export function matchesPathPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  if (have.length < want.length) return false;
  return want.every((segment, i) => segment === '*' || segment === have[i]);
}

export function isMembersOnlyPath(pathname: string, patterns: readonly string[] = membersOnlyPatterns): boolean {
  return patterns.some((pattern) => matchesPathPattern(pattern, pathname));
}
