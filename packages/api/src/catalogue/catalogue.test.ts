import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../index';
import * as core from '../core';
import { server } from '../test/server';
import { UNCALLED_CALLS } from './catalogue.generated';
import { pathPattern } from './uncalledCatalogue';
import { SPEC_CALL_NAMES } from './specCallNames';

/**
 * Walks every catalogue function of the package against a catch-all server that records the paths it
 * is asked for, then checks that each call name of the spec is requested by some function or listed among the
 * calls without a screen (catalogue.generated.ts), and that every path constant is one or the other.
 */

/** Exports that are not catalogue calls: helpers, classes and factories. */
const notCalls = new Set<string>([
  ...Object.keys(core),
  'createBehaviorLog',
  'answerChunks',
  'TooManyFeedbackImagesError',
  'fetchDownloadFile',
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

type PathEntry = { constants: string; key: string; path: string; value: string };

function allPathConstants(): PathEntry[] {
  const paths: PathEntry[] = [];
  for (const [constants, value] of Object.entries(api)) {
    if (!constants.endsWith('_PATHS') || typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const [key, path] of Object.entries(value as Record<string, string | ((...a: string[]) => string)>)) {
      paths.push({
        constants,
        key,
        path: pathPattern(path),
        value: typeof path === 'function' ? path('x', 'x') : path,
      });
    }
  }
  return paths;
}

const resolved = (path: string) => core.resolvePath(path.split('?')[0] ?? path);
const uncalled = new Set(UNCALLED_CALLS.map((call) => `${call.constants}.${call.key}`));

/** Path constants read outside the catalogue functions: the behaviour log's batches and the journal cover image. */
const readElsewhere = new Set(['BEHAVIOR_LOG_PATHS.addRecord', 'JOURNAL_PATHS.getBookCover']);

describe('the catalogue', () => {
  it('every catalogue function makes exactly one request, and no two make the same one', async () => {
    const failures: string[] = [];
    for (const [name, fn] of catalogue) {
      const before = seen.length;
      await invoke(fn).catch((error: unknown) => failures.push(`${name}: ${String(error)}`));
      perFunction.set(name, seen.slice(before));
    }
    expect(failures).toEqual([]);
    const notOne = [...perFunction].filter(([, requests]) => requests.length !== 1).map(([name]) => name);
    expect(notOne).toEqual([]);
    const byRequest = new Map<string, string[]>();
    for (const [name, [request]] of perFunction) {
      const key = `${request?.method} ${request?.path}`;
      byRequest.set(key, [...(byRequest.get(key) ?? []), name]);
    }
    expect([...byRequest.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it(`every one of the ${SPEC_CALL_NAMES.length} spec call names has a path constant`, () => {
    const known = allPathConstants().map((entry) => entry.path);
    const missing = SPEC_CALL_NAMES.filter((name) => !known.some((path) => path.includes(name)));
    expect(missing).toEqual([]);
    expect(SPEC_CALL_NAMES).toHaveLength(245);
  });

  it('every path constant is requested by a function or listed without a screen, never both', () => {
    const requested = new Set(seen.map((r) => r.path));
    const wrong = allPathConstants()
      .map((entry) => ({ name: `${entry.constants}.${entry.key}`, requested: requested.has(resolved(entry.value)) }))
      .filter(({ name, requested }) => requested === (uncalled.has(name) || readElsewhere.has(name)))
      .map(({ name }) => name);
    expect(wrong).toEqual([]);
  });

  it('no path is written twice among the path constants (a REST collection lists with GET, creates with POST)', () => {
    const paths = allPathConstants()
      .filter((entry) => `${entry.constants}.${entry.key}` !== 'AI_PATHS.createConversation')
      .map((entry) => entry.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('the base-path rule: /auth/ and /website paths go without /newsite', () => {
    const unprefixed = allPathConstants()
      .map((entry) => resolved(entry.value))
      .filter((path) => !path.startsWith('/newsite/'));
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
