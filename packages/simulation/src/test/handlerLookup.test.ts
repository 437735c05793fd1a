import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers, simulatedHandlersFor } from '../handlerTable';

/** A concrete pathname for a handler's pattern (`:name` → a sample segment). */
const sample = (path: string) => path.replace(/^\*/, '').replace(/:[A-Za-z]\w*/g, 'x1');

describe("simulatedHandlersFor (the site server's lookup)", () => {
  it("finds every handler for its own method and path, first in MSW's order", () => {
    for (const handler of handlers) {
      if (!(handler instanceof HttpHandler)) continue;
      const { method, path } = handler.info as { method: string; path: string };
      const found = simulatedHandlersFor(method, sample(path));
      expect(found, `${method} ${path}`).toContain(handler);
      // MSW tries handlers in order: the lookup keeps it (e.g. AI's detailByLngIds before literature/:id).
      const order = found.map((h) => handlers.indexOf(h));
      expect(order, `${method} ${path}`).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('finds nothing for unknown paths or the wrong method', () => {
    expect(simulatedHandlersFor('GET', '/newsite/no/such/call')).toEqual([]);
    expect(simulatedHandlersFor('DELETE', '/newsite/server-time')).toEqual([]);
    expect(simulatedHandlersFor('GET', '/newsite/server-time')[0]).toBe(handlers[0]);
    expect(simulatedHandlersFor('GET', '/newsite/server-time/')[0]).toBe(handlers[0]);
  });
});
