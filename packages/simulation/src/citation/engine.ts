import { LRUCache } from 'lru-cache';
import type { CitationStyle } from '@wenxian/domain';
import type { CslRecord } from './cslItem';
import type { StyleFileName } from './styleFiles';

/**
 * citation-js with the CSL styles this folder ships. Loaded on the first citation call (dynamic import): the
 * library and the 110 kB of style text stay out of everything that does not format a citation.
 */
/**
 * The styles the engine renders: the code table's three (doc 001 §3) and GB/T 7714—2015's author-date variant
 * (著者-出版年制, the standard's second system), which the reference-text call renders when asked by this name.
 */
const gbtAuthorDate = 'GB/T 7714—2015 著者-出版年制';
export const engineStyles = ['GB/T 7714—2015', 'MLA', 'APA', gbtAuthorDate] as const;
export type EngineStyle = CitationStyle | typeof gbtAuthorDate;

type Engine = {
  bibliography(items: CslRecord[], style: EngineStyle): string[];
};

/** The CSL file and locale of each style (styleFiles.ts names the files). */
export const templateOf: Record<EngineStyle, { template: string; file: StyleFileName; lang: string }> = {
  'GB/T 7714—2015': { template: 'wenxian-gb-t-7714-2015-numeric', file: 'gbt7714Numeric', lang: 'zh-CN' },
  [gbtAuthorDate]: { template: 'wenxian-gb-t-7714-2015-author-date', file: 'gbt7714AuthorDate', lang: 'zh-CN' },
  MLA: { template: 'wenxian-mla', file: 'mla', lang: 'en-US' },
  APA: { template: 'wenxian-apa', file: 'apa', lang: 'en-US' },
};

/**
 * The official styles are CSL 1.0.2 and name a conference `event-title`; citeproc-js 2.4 (the processor under
 * citation-js) knows only CSL 1.0.1's `event`, and citation-js already renames the item's `event-title` to
 * `event` before formatting. The style's references are renamed the same way, or no conference name would print.
 */
export function forCiteprocJs(style: string): string {
  return style.replaceAll('variable="event-title"', 'variable="event"');
}

let loading: Promise<Engine> | null = null;

export function citationEngine(): Promise<Engine> {
  loading ??= load();
  return loading;
}

async function load(): Promise<Engine> {
  const [{ Cite, plugins }, styles] = await Promise.all([import('@citation-js/core'), import('./styles/embedded')]);
  // The plugin registers itself with the core on import. BibTeX and RIS are written per type (exportRecords.ts).
  await import('@citation-js/plugin-csl');
  const csl = plugins.config.get('@csl');
  for (const { template, file } of Object.values(templateOf)) csl.templates.add(template, forCiteprocJs(styles[file]));
  // The CSL project's current locales replace the copies bundled with the plugin.
  csl.locales.add('zh-CN', styles.localeZhCN);
  csl.locales.add('en-US', styles.localeEnUS);
  // A text depends only on its item and style, and citeproc spends milliseconds on each: a backend keeps what it
  // formatted (an item that changes is a new key), so a document page's citations are formatted once.
  const formatted = new LRUCache<string, string>({ max: 5_000 });
  return {
    bibliography(items, style) {
      const { template, lang } = templateOf[style];
      // One item at a time: a list formatted at once would be numbered [1]…[n] by the style and sorted by it;
      // the callers number and order the list themselves.
      return items.map((item) => {
        const key = `${style}\u0000${JSON.stringify(item)}`;
        let text = formatted.get(key);
        if (text === undefined) {
          text = new Cite(item)
            .format('bibliography', { format: 'text', template, lang })
            .trim()
            .replace(/^\[1\]\s*/, '');
          formatted.set(key, text);
        }
        return text;
      });
    },
  };
}

/**
 * Builds the engine and each style's citeproc processor ahead of the first citation call: the first APA text
 * otherwise waits seconds while citeproc-js compiles the 85 kB style. One style per macrotask, so requests
 * arriving meanwhile are served between them. The page server (server/start.ts) runs it once it has started.
 */
export async function warmCitations(): Promise<void> {
  const engine = await citationEngine();
  const item: CslRecord = { id: 'warm-up', type: 'article-journal', title: '预热', issued: { 'date-parts': [[2000]] } };
  for (const style of engineStyles) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    engine.bibliography([item], style);
  }
}
