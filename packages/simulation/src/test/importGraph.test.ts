import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('the simulation package', () => {
  it('has no import circle, type-only and dynamic imports included', async () => {
    const tree = await parseDependencyTree([`${packageRoot}src/**/*.ts`], {
      context: packageRoot,
      tsconfig: `${packageRoot}tsconfig.json`,
      transform: false,
      skipDynamicImports: false,
      exclude: /node_modules|\.test\.ts$/,
    });
    expect(Object.keys(tree).length).toBeGreaterThan(100);
    expect(parseCircular(tree)).toEqual([]);
  });
});
