import { matchRequestUrl, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import * as api from '@wenxian/api';
import { resolvePath } from '@wenxian/api';
import { handlers } from '../index';
import { calls } from '../scenarios';
import { registeredRoute } from '../handlers/route';

/**
 * Every path of every catalogue area (the *_PATHS modules of packages/api) has a handler in the one
 * `handlers` array that Storybook, the Node tests and the site share.
 */
function pathsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (...args: string[]) => string)('X1', 'X2'))];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(pathsOf);
  return [];
}

const catalogue = Object.entries(api)
  .filter(([name]) => name.endsWith('_PATHS'))
  .flatMap(([area, paths]) => pathsOf(paths).map((path) => ({ area, path })));
const httpHandlers = handlers.filter(
  (h): h is HttpHandler => 'info' in h && typeof (h.info as { path?: unknown }).path === 'string',
);

describe('catalogue coverage', () => {
  it('reads every area of the call layer', () => {
    expect(catalogue.length).toBeGreaterThan(300);
  });
  it.each(catalogue)('$area $path has a handler', ({ path }) => {
    const url = new URL(`http://wenxian.test${resolvePath(path)}`);
    const matched = httpHandlers.some((h) => matchRequestUrl(url, h.info.path as string).matches);
    expect(matched).toBe(true);
  });
});

describe('scenario call names', () => {
  it.each(Object.entries(calls))('%s names a call the simulation answers', (_name, call) => {
    expect(registeredRoute(call.method, call.path)).toBeDefined();
  });
});
