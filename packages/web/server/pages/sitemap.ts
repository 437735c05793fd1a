import { readFile } from 'node:fs/promises';
import { documentPath, membersOnlyPatterns } from '@wenxian/domain';
import { BACKEND_PATH_PREFIXES } from '@wenxian/api';
import type { SimulatedPages } from '@wenxian/simulation';
import { escapeUTF8 } from 'entities/escape';

/** The sitemap protocol's limit of URLs per file (sitemaps.org); larger sets are split under an index. */
export const URLS_PER_SITEMAP = 50_000;

/** Every page path the sitemap lists. */
export type SitemapSource = () => Promise<readonly string[]>;

/** Landing pages of the areas the sitemap covers. */
const SECTION_PATHS = ['/', '/journal', '/author', '/organization', '/subject', '/conference'];

/** The corpus's document, journal, author, organization, subject and conference pages. */
export function pathsOfPages(pages: SimulatedPages): string[] {
  const each = (prefix: string, ids: readonly string[]) => ids.map((id) => `${prefix}/${encodeURIComponent(id)}`);
  return [
    ...SECTION_PATHS,
    ...pages.documents.flatMap(({ type, id }) => documentPath(type, id) ?? []),
    ...each('/journal', pages.journals),
    ...each('/author', pages.authors),
    ...each('/organization', pages.organizations),
    ...each('/subject', pages.subjects),
    ...each('/conference', pages.conferences),
  ];
}

/**
 * With a real backend the spec has no call that lists every page, so the operator exports the paths
 * (one a line) to SITEMAP_PATHS_FILE; without it the sitemap lists the area landing pages.
 */
export function fileSitemapSource(file: string | undefined): SitemapSource {
  return async () => {
    if (!file) return SECTION_PATHS;
    const lines = (await readFile(file, 'utf8')).split(/\r?\n/).map((line) => line.trim());
    return lines.filter((line) => line.startsWith('/'));
  };
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** /sitemap.xml: the index of the numbered files. */
export function sitemapIndex(origin: string, total: number, perFile = URLS_PER_SITEMAP): string {
  const files = Math.max(1, Math.ceil(total / perFile));
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${escapeUTF8(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** /sitemap-N.xml (1-based), or undefined past the last file. */
export function sitemapFile(
  origin: string,
  paths: readonly string[],
  index: number,
  perFile = URLS_PER_SITEMAP,
): string | undefined {
  const slice = paths.slice((index - 1) * perFile, index * perFile);
  if (index < 1 || (slice.length === 0 && index > 1)) return undefined;
  const entries = slice.map((path) => `<url><loc>${escapeUTF8(`${origin}${path}`)}</loc></url>`);
  return `${XML}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; API calls and members-only pages may not. */
export function robotsTxt(origin: string): string {
  // `*` inside a path is understood by the major crawlers (RFC 9309 leaves it to them).
  const disallow = [...BACKEND_PATH_PREFIXES, ...membersOnlyPatterns];
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Paths from the source, fetched once and kept for an hour (the corpus or the exported list changes rarely). */
export function cachedSource(source: SitemapSource, ttlMs = 3_600_000): SitemapSource {
  let cached: { at: number; paths: Promise<readonly string[]> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      cached = { at: now, paths: source() };
      cached.paths.catch(() => (cached = undefined));
    }
    return cached.paths;
  };
}
