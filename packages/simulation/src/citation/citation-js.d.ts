// citation-js 0.7 ships no type declarations; these cover the part the simulation uses.
declare module '@citation-js/core' {
  export type CslItem = Record<string, unknown> & { id: string; type: string };
  export class Cite {
    constructor(data: unknown, options?: Record<string, unknown>);
    data: CslItem[];
    format(format: 'bibliography', options: { format: 'text' | 'html'; template: string; lang: string }): string;
    format(format: 'bibtex' | 'ris' | 'data', options?: Record<string, unknown>): string;
    static async(data: unknown): Promise<Cite>;
  }
  type Register = { add(name: string, value: string): void; has(name: string): boolean };
  export const plugins: {
    config: { get(plugin: string): Record<string, unknown> & { templates: Register; locales: Register } };
  };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
