import { LRUCache } from 'lru-cache';
import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stringifier = IStyleSheetContext['stylis'];

/**
 * stylis's output for each style it compiled, for every render of this process. Each server render collects its
 * styles in a stylesheet of its own, and styled-components compiles every style anew into each one (a third of
 * its cost on a results page, where each row's styles are compiled again per request). The output depends only
 * on the arguments and the stylis options (its `hash`), all in the key. Bounded by size: 8 MB of text.
 */
const compiled = new LRUCache<string, string[]>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (rules, key) => key.length + rules.reduce((sum, rule) => sum + rule.length, 0),
});

export function keepCompiled(stylis: Stringifier): Stringifier {
  // The arguments go on as given: stylis has defaults of its own for those left out.
  const kept = (css: string, selector?: string, prefix?: string, componentId?: string) => {
    const key = [stylis.hash, selector, prefix, componentId, css].map((part) => part ?? '\u0001').join('\u0000');
    let rules = compiled.get(key);
    if (!rules) compiled.set(key, (rules = stylis(css, selector, prefix, componentId)));
    return rules;
  };
  return Object.assign(kept, { hash: stylis.hash });
}

/**
 * Inside styled-components' StyleSheetManager (ServerStyleSheet.collectStyles): the same stylesheet, with a
 * stylis that keeps what it compiled across renders.
 */
export function CompiledStylesKept({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: keepCompiled(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
