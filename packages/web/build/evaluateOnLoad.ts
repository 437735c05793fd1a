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
 * Runs the modules of the named chunks when their file is evaluated, instead of when the entry first calls them.
 * With small shared files copied into the files that import them (vite.config.ts), rolldown keeps one module state
 * across the copies by wrapping every module in a lazy initialiser (strict execution order): evaluating a file only
 * defines its modules, and the entry's first call ran React's, the router's, styled-components', the store's and our
 * own modules in one task. Called at the end of each library file, they run in the task that evaluates it, which
 * the page's boot script gives each file (server/render/bootScript.ts). In source order: a module's initialiser
 * calls those of the modules it imports first, so the order is the one the entry would have run them in.
 */
export function evaluateOnLoad(chunkNames: readonly string[]): Plugin {
  return {
    name: 'wenxian:evaluate-on-load',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunkNames.includes(chunk.name)) return null;
      const names = [...code.matchAll(initialiser)].map((match) => match[1] ?? match[2]);
      if (names.length === 0) return null;
      const source = new MagicString(code).append(`\n${names.map((name) => `${name}();`).join('')}\n`);
      return { code: source.toString(), map: source.generateMap({ hires: 'boundary' }) };
    },
  };
}
