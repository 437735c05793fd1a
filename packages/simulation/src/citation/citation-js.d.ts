// citation-js 0.7 ships no type declarations; these cover the part the simulation uses.
declare module '@citation-js/core' {
  export type CslItem = Record<string, unknown> & { id: string; type: string };
  export class Cite {
    constructor(data: unknown, options?: Record<string, unknown>);
    data: CslItem[];
    format(format: 'bibliography', options: { format: 'text' | 'html'; template: string; lang: string }): string;
    format(format: 'bibtex' | 'biblatex' | 'ris' | 'data', options?: Record<string, unknown>): string;
    static async(data: unknown): Promise<Cite>;
  }
  /** CSL 1.0.2 → 1.0.1 variable names (what the plugins hand citeproc-js). */
  export const util: { downgradeCsl(items: unknown[]): unknown[] };
  type Register = { add(name: string, value: string): void; has(name: string): boolean };
  export const plugins: {
    config: { get(plugin: string): Record<string, unknown> & { templates: Register; locales: Register } };
  };
}
declare module '@citation-js/plugin-csl';
declare module 'citeproc' {
  /** citeproc-js: the part the comparison test uses. */
  const CSL: {
    Engine: new (
      sys: { retrieveLocale(lang: string): string | undefined; retrieveItem(id: string): unknown },
      style: string,
      lang?: string,
      forceLang?: boolean,
    ) => {
      setOutputFormat(format: 'text' | 'html'): void;
      updateItems(ids: string[]): void;
      makeBibliography(): unknown;
    };
  };
  export default CSL;
}
