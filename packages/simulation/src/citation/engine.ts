import type { CitationStyle } from '@wenxian/domain';
import type { CslRecord } from './cslItem';

/**
 * citation-js with the CSL styles this folder ships. Loaded on the first citation call (dynamic import): the
 * library and the 110 kB of style text stay out of everything that does not format a citation.
 */
type Engine = {
  bibliography(items: CslRecord[], style: CitationStyle): string[];
  bibtex(items: CslRecord[]): string;
  ris(items: CslRecord[]): string;
};

const templateOf: Record<CitationStyle, { template: string; lang: string }> = {
  'GB/T 7714—2015': { template: 'wenxian-gb-t-7714-2015-numeric', lang: 'zh-CN' },
  MLA: { template: 'wenxian-mla', lang: 'en-US' },
  APA: { template: 'wenxian-apa', lang: 'en-US' },
};

let loading: Promise<Engine> | null = null;

export function citationEngine(): Promise<Engine> {
  loading ??= load();
  return loading;
}

async function load(): Promise<Engine> {
  const [{ Cite, plugins }, styles] = await Promise.all([import('@citation-js/core'), import('./styles/embedded')]);
  // The plugins register themselves with the core on import.
  await Promise.all([
    import('@citation-js/plugin-csl'),
    import('@citation-js/plugin-bibtex'),
    import('@citation-js/plugin-ris'),
  ]);
  const csl = plugins.config.get('@csl');
  csl.templates.add(templateOf['GB/T 7714—2015'].template, styles.gbt7714Numeric);
  csl.templates.add(templateOf.MLA.template, styles.mla);
  csl.templates.add(templateOf.APA.template, styles.apa);
  csl.locales.add('zh-CN', styles.localeZhCN);
  // Keep Chinese as it is (the default turns non-ASCII into LaTeX commands and drops what it cannot map) and
  // key entries by the record id, so an entry can be traced back to its document.
  const bibtexFormat = plugins.config.get('@bibtex').format as Record<string, unknown>;
  Object.assign(bibtexFormat, { asciiOnly: false, useIdAsLabel: true });

  return {
    bibliography(items, style) {
      const { template, lang } = templateOf[style];
      // One item at a time: a list formatted at once would be numbered [1]…[n] by the style and sorted by it;
      // the callers number and order the list themselves.
      return items.map((item) =>
        new Cite(item)
          .format('bibliography', { format: 'text', template, lang })
          .trim()
          .replace(/^\[1\]\s*/, ''),
      );
    },
    bibtex: (items) => new Cite(items).format('bibtex').trim(),
    ris: (items) => unfoldRis(new Cite(items).format('ris').trim()),
  };
}

/**
 * plugin-ris folds values every 70 characters, and readers (citation-js's own parser included) join the folded
 * lines with a space, so a long English title came back as "optimizati on". RIS allows 255-character lines: a
 * line that does not start with a tag continues the one before it.
 */
function unfoldRis(text: string): string {
  return text.replace(/\n(?![A-Z][A-Z0-9] {2}-)/g, '');
}
