import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { styleFiles } from './styleFiles';
import * as embedded from './styles/embedded';

describe('embedded CSL styles', () => {
  it.each(Object.entries(styleFiles))(
    '%s is the file %s unchanged (run scripts/embed-csl.ts after editing a style)',
    (name, file) => {
      const text = readFileSync(new URL(`./styles/${file}`, import.meta.url), 'utf8');
      expect((embedded as Record<string, string>)[name]).toBe(text);
    },
  );

  it('keeps the CC BY-SA licence statement of each style', () => {
    for (const name of Object.keys(styleFiles))
      expect((embedded as Record<string, string>)[name]).toContain('creativecommons.org/licenses/by-sa/3.0/');
  });
});
