import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluateOnLoad } from './evaluateOnLoad';

declare global {
  var evaluated: string[];
}

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * Builds an entry importing a library (an ES module importing a CommonJS one) grouped in a file of its own, in
 * strict execution order as the site's build is, and evaluates that file alone: which modules ran.
 */
async function evaluateLibraryFile(plugins: Plugin[]): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'evaluate-on-load-'));
  folders.push(root);
  writeFileSync(join(root, 'package.json'), '{"type":"module"}');
  writeFileSync(join(root, 'entry.js'), "import { total } from './library.js';\nconsole.log(total);\n");
  writeFileSync(
    join(root, 'library.js'),
    "import two from './common.cjs';\nglobalThis.evaluated.push('library');\nexport const total = two + 1;\n",
  );
  writeFileSync(join(root, 'common.cjs'), "globalThis.evaluated.push('common');\nmodule.exports = 2;\n");
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      outDir: 'dist',
      rolldownOptions: {
        input: join(root, 'entry.js'),
        preserveEntrySignatures: false,
        output: {
          strictExecutionOrder: true,
          codeSplitting: { groups: [{ name: 'library', test: /(library\.js|common\.cjs)$/ }] },
        },
      },
    },
  });
  const assets = join(root, 'dist', 'assets');
  const file = readdirSync(assets).find((name) => /^library-.*\.js$/.test(name));
  globalThis.evaluated = [];
  await import(pathToFileURL(join(assets, file!)).href);
  return globalThis.evaluated;
}

describe('evaluateOnLoad', () => {
  it('runs the named file’s modules, the imported one first, when the file is evaluated', async () => {
    expect(await evaluateLibraryFile([evaluateOnLoad(['library'])])).toEqual(['common', 'library']);
  });

  it('leaves the other files’ modules to the entry’s first call, as the build does', async () => {
    expect(await evaluateLibraryFile([evaluateOnLoad(['elsewhere'])])).toEqual([]);
    expect(await evaluateLibraryFile([])).toEqual([]);
  });
});
