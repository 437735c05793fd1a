import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * A module's lazy initialiser as rolldown writes it before minifying: an ES module's
 * (`function init_x() { return (init_x = __esmMin(…))(); }`) or a CommonJS module's
 * (`var require_x = __commonJSMin(…)`, marked pure).
 */
const initialiser =
  /^(?:function (init_[\w$]+)\(\) \{$|var ((?:init|require)_[\w$]+) = (?:\/\* @__PURE__ \*\/ )?__(?:esmMin|commonJSMin)\()/gm;

/**
 * Whether another module of the chunk calls the initialiser `name` (an ES module's declaration reads as one call
 * more). Calling only those no other module calls runs them all: a module's initialiser calls those of the modules it
 * imports first. A module reached only through a cycle stays lazy, as without this plugin.
 */
function calledWithin(code: string, name: string): boolean {
  const calls = code.split(`${name}()`).length - 1;
  return calls > (name.startsWith('init_') ? 1 : 0);
}

/**
 * Runs the modules of the named chunks when their file is evaluated, instead of when the entry first calls them.
 * With small shared files copied into the files that import them (vite.config.ts), rolldown keeps one module state
 * across the copies by wrapping every module in a lazy initialiser (strict execution order): evaluating a file only
 * defines its modules, and the entry's first call ran React's, the router's, styled-components', the store's and our
 * own modules in one task. Called at the end of each library file, they run in the task that evaluates it, which
 * the page's boot script gives each file (server/render/bootScript.ts), in source order, the order the entry would
 * have run them in.
 */
export function evaluateOnLoad(chunkNames: readonly string[]): Plugin {
  return {
    name: 'wenxian:evaluate-on-load',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunkNames.includes(chunk.name)) return null;
      const names = [...code.matchAll(initialiser)].flatMap((match) => match[1] ?? match[2] ?? []);
      const roots = names.filter((name) => !calledWithin(code, name));
      if (roots.length === 0) return null;
      const source = new MagicString(code).append(`\n${roots.map((name) => `${name}();`).join('')}\n`);
      return { code: source.toString(), map: source.generateMap({ hires: 'boundary' }) };
    },
  };
}
