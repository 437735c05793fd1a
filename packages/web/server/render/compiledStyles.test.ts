import { describe, expect, it } from 'vitest';
import { createRenderer } from './entry-server';
import { PAGE_TEMPLATE } from '../test/pageTemplate';
import { keepCompiled } from './compiledStyles';
import { createSimulatedBackend } from '../upstream/backend';

/** A stylis stand-in that records each compile and its arguments. */
function countingStylis(hash = 'h1') {
  const calls: unknown[][] = [];
  const stylis = Object.assign(
    (...args: [string, string?, string?, string?]) => {
      calls.push(args);
      return [`${args[1] ?? '&'}{${args[0]}}`];
    },
    { hash },
  );
  return { stylis, calls };
}

describe('compiled styles kept across server renders', () => {
  it('compiles a style once for the same arguments and options, again for any other', () => {
    const { stylis, calls } = countingStylis();
    const kept = keepCompiled(stylis);
    expect(kept('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(keepCompiled(stylis)('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(calls).toHaveLength(1);
    kept('color:red;', '.a', undefined, 'sc-2');
    kept('color:red;', '.b', undefined, 'sc-1');
    kept('color:blue;', '.a', undefined, 'sc-1');
    keepCompiled(countingStylis('h2').stylis)('color:red;', '.a', undefined, 'sc-1');
    expect(calls).toHaveLength(4);
    // Arguments left out stay left out (stylis has defaults of its own).
    kept('margin:0;');
    expect(calls.at(-1)).toEqual(['margin:0;', undefined, undefined, undefined]);
    expect(kept.hash).toBe('h1');
  });

  it('gives a page the same styles on its second render as on its first', async () => {
    const backend = await createSimulatedBackend({ rateLimit: false });
    const render = createRenderer({ template: PAGE_TEMPLATE, backend });
    const styles = async () => {
      const html = await (
        await render(new Request('http://localhost/search?k=%E5%AD%A6%E4%B9%A0'), { nonce: '' })
      ).text();
      return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('\n');
    };
    const first = await styles();
    expect(first.length).toBeGreaterThan(1_000);
    expect(await styles()).toBe(first);
  });
});
