import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../index';
import * as core from '../core';
import { server } from '../test/server';
import { SPEC_CALL_NAMES } from './specCallNames';

/**
 * Walks every catalogue function of the package against a catch-all server that records the paths it
 * is asked for, then checks that each call name of the spec was requested by some function and that
 * every path constant is used. A name in the spec without a function fails here.
 */

/** Exports that are not catalogue calls: helpers, classes and factories. */
const notCalls = new Set<string>([
  ...Object.keys(core),
  'createBehaviourLog',
  'answerChunks',
  'TooManyFeedbackImagesError',
  'fetchDownloadFile',
  'isImageCheckPass',
  'loadStartupData',
]);

/** One argument that works as an id (string), a payload (object), a page to log and a file list for every call. */
const anyArgument = (): unknown => Object.assign(new String('x'), { id: 'x', ids: ['x'], pathname: '/', search: '' });

type Seen = { method: string; path: string };
const seen: Seen[] = [];
const perFunction = new Map<string, Seen[]>();

beforeAll(() => {
  server.use(
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      seen.push({ method: request.method, path: url.pathname });
      if ((request.headers.get('accept') ?? '').includes('text/event-stream')) {
        return new HttpResponse('data: {"type":"delta","content":"x"}\n\n', {
          headers: { 'Content-Type': 'text/event-stream' },
        });
      }
      return HttpResponse.json({ code: 200, data: {}, message: 'success' });
    }),
  );
});
afterAll(() => server.resetHandlers());

const catalogue = Object.entries(api).filter(
  (entry): entry is [string, (...args: unknown[]) => unknown] =>
    typeof entry[1] === 'function' && !notCalls.has(entry[0]),
);

async function invoke(fn: (...args: unknown[]) => unknown): Promise<void> {
  const result = fn(anyArgument(), anyArgument(), anyArgument());
  if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
    for await (const chunk of result as AsyncIterable<unknown>) void chunk;
  } else {
    await result;
  }
}

function allPathConstants(): string[] {
  const paths: string[] = [];
  for (const [name, value] of Object.entries(api)) {
    if (!name.endsWith('_PATHS') || typeof value !== 'object' || value === null) continue;
    for (const path of Object.values(value as Record<string, string | ((...a: string[]) => string)>)) {
      paths.push(typeof path === 'function' ? path('x', 'x') : path);
    }
  }
  return paths;
}

const resolved = (path: string) => core.resolvePath(path.split('?')[0] ?? path);

describe('the catalogue', () => {
  it('every catalogue function makes exactly one request', async () => {
    const failures: string[] = [];
    for (const [name, fn] of catalogue) {
      const before = seen.length;
      await invoke(fn).catch((error: unknown) => failures.push(`${name}: ${String(error)}`));
      perFunction.set(name, seen.slice(before));
    }
    expect(failures).toEqual([]);
    const notOne = [...perFunction].filter(([, requests]) => requests.length !== 1).map(([name]) => name);
    expect(notOne).toEqual([]);
    expect(catalogue.length).toBeGreaterThanOrEqual(330);
  });

  it(`every one of the ${SPEC_CALL_NAMES.length} spec call names is requested by a function`, () => {
    const requested = seen.map((r) => r.path);
    const missing = SPEC_CALL_NAMES.filter((name) => !requested.some((path) => path.includes(name)));
    expect(missing).toEqual([]);
    expect(SPEC_CALL_NAMES).toHaveLength(245);
  });

  it('every path constant is used by a function', () => {
    const requested = new Set(seen.map((r) => r.path));
    const unused = allPathConstants().filter((path) => !requested.has(resolved(path)));
    expect(unused).toEqual([]);
  });

  it('the base-path rule: /auth/ and /website paths go without /newsite', () => {
    const unprefixed = seen.map((r) => r.path).filter((path) => !path.startsWith('/newsite/'));
    expect(new Set(unprefixed)).toEqual(
      new Set([
        '/auth/user/sendMobileCode2',
        '/auth/user/unBindMobileNo',
        '/auth/user/bindMobileNo',
        '/website/conference/auditRecord/upload',
      ]),
    );
  });
});
