import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { raw, useFixtureServer } from '../test/http';
import type { LogLine } from './accessLog';
import { CSP_REPORT_LIMIT_BYTES } from './bodyLimits';
import { CSP_REPORT_PATH } from './cspReport';

/** The app alone, its log collected and its clock in the test's hands; every backend call is a failure. */
function reportingApp(perMinute = 100) {
  const logs: LogLine[] = [];
  const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
  const backend = vi.fn(async () => new Response('backend', { status: 500 }));
  const app = createApp({ backend, log: (line) => logs.push(line), cspReports: { perMinute, now: () => clock.now } });
  const violations = () => logs.filter((line) => line.msg === 'csp-violation');
  return { app, logs, clock, backend, violations };
}

const reportsJson = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/reports+json', cookie: 'token=secret-session' },
  body: JSON.stringify(body),
});

const violation = (n = 1) => ({
  type: 'csp-violation',
  age: 10,
  url: `https://example.com/journal?ticket=T-${n}`,
  user_agent: 'Chrome',
  body: {
    documentURL: `https://example.com/journal?ticket=T-${n}#top`,
    referrer: 'https://example.com/',
    blockedURL: 'https://evil.example/x.js?session=abc',
    effectiveDirective: 'script-src-elem',
    originalPolicy: "default-src 'self'",
    sourceFile: 'https://example.com/assets/index.js',
    sample: 'alert(1)',
    disposition: 'enforce',
    statusCode: 200,
    lineNumber: 12,
    columnNumber: 34,
  },
});

describe('CSP violation reports', () => {
  it('logs each violation of a reports+json batch as one line without query, fragment or cookies, and answers 204', async () => {
    const { app, logs, violations, backend } = reportingApp();
    const answer = await app.request(
      CSP_REPORT_PATH,
      reportsJson([violation(1), { type: 'deprecation', body: { id: 'x' } }, violation(2)]),
    );
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(backend).not.toHaveBeenCalled();
    expect(violations()).toEqual([
      expect.objectContaining({
        document: 'https://example.com/journal',
        blocked: 'https://evil.example/x.js',
        directive: 'script-src-elem',
        disposition: 'enforce',
        line: 12,
        column: 34,
      }),
      expect.objectContaining({ document: 'https://example.com/journal' }),
    ]);
    expect(JSON.stringify(logs)).not.toMatch(/secret-session|T-1|session=abc|alert\(1\)|Chrome/);
  });

  it('takes the legacy report-uri body (application/csp-report)', async () => {
    const { app, violations } = reportingApp();
    const answer = await app.request(CSP_REPORT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/search?k=x',
          'blocked-uri': 'inline',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'original-policy': "default-src 'self'",
          disposition: 'enforce',
          'line-number': 3,
          'column-number': 9,
        },
      }),
    });
    expect(answer.status).toBe(204);
    expect(violations()).toEqual([
      expect.objectContaining({
        document: 'http://localhost/search',
        blocked: 'inline',
        directive: 'script-src-elem',
        disposition: 'enforce',
        line: 3,
        column: 9,
      }),
    ]);
  });

  it('answers a malformed body 400, another type 415 and another method 405, logging nothing', async () => {
    const { app, violations } = reportingApp();
    const post = (type: string, body: string) =>
      app.request(CSP_REPORT_PATH, { method: 'POST', headers: { 'content-type': type }, body });
    expect((await post('application/reports+json', '[{"type":')).status).toBe(400);
    expect((await post('application/reports+json', '{"type":"csp-violation"}')).status).toBe(400);
    expect((await post('application/reports+json', '[1, 2]')).status).toBe(400);
    expect((await post('application/csp-report', '{"csp":{}}')).status).toBe(400);
    expect((await post('text/plain', JSON.stringify([violation()]))).status).toBe(415);
    const get = await app.request(CSP_REPORT_PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(violations()).toEqual([]);
  });

  it('refuses a body past 16 KiB with 413 before reading it', async () => {
    const { app, violations } = reportingApp();
    const padded = [{ ...violation(), body: { ...violation().body, sample: 'x'.repeat(CSP_REPORT_LIMIT_BYTES) } }];
    const answer = await app.request(CSP_REPORT_PATH, reportsJson(padded));
    expect(answer.status).toBe(413);
    expect(answer.headers.get('connection')).toBe('close');
    expect(violations()).toEqual([]);
  });

  it('writes at most the per-minute cap, counts the rest, and writes again the next minute', async () => {
    const { app, logs, clock, violations } = reportingApp(5);
    for (let i = 0; i < 4; i += 1) {
      const answer = await app.request(CSP_REPORT_PATH, reportsJson([violation(i), violation(i)]));
      expect(answer.status).toBe(204);
    }
    expect(violations()).toHaveLength(5);
    clock.now += 60_000;
    expect((await app.request(CSP_REPORT_PATH, reportsJson([violation()]))).status).toBe(204);
    expect(logs.filter((line) => line.msg === 'csp-violations-dropped')).toEqual([
      expect.objectContaining({ count: 3 }),
    ]);
    expect(violations()).toHaveLength(6);
  });
});

describe('CSP reporting on the real server', () => {
  const fixture = useFixtureServer();
  const at = (path: string) => new URL(path, fixture.server.url).href;

  it('names the report endpoint in a page’s CSP and in Reporting-Endpoints', async () => {
    const page = await raw(at('/journal'));
    expect(page.status).toBe(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain('report-to csp-endpoint');
    expect(csp).toContain('report-uri /csp-report');
    expect(page.headers['reporting-endpoints']).toBe('csp-endpoint="/csp-report"');
  });

  it('takes a report over Node and refuses a chunked body past the limit as it streams', async () => {
    const headers = { 'content-type': 'application/reports+json' };
    const ok = await raw(at(CSP_REPORT_PATH), { method: 'POST', headers, body: JSON.stringify([violation()]) });
    expect(ok.status).toBe(204);
    expect(fixture.server.logs).toContainEqual(expect.objectContaining({ msg: 'csp-violation', line: 12 }));
    const chunked = await raw(at(CSP_REPORT_PATH), {
      method: 'POST',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      body: `[${' '.repeat(CSP_REPORT_LIMIT_BYTES + 1)}]`,
    });
    expect(chunked.status).toBe(413);
  });
});
