import { connect } from 'node:net';
import { messages, pageLabels, shellLabels } from '@wenxian/domain';
import { describe, expect, it } from 'vitest';
import { raw, useFixtureServer } from '../test/http';

const fixture = useFixtureServer();

/** Sends `request` as bytes and resolves with everything the server answers before it closes. */
function rawBytes(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node refuses before the site reads them', () => {
  it('answers a request target past 16 KB with 431 and a small page in the site’s words', async () => {
    const path = `/search?k=${'机'.repeat(2_000)}${'a'.repeat(2_000)}`;
    const answer = await raw(fixture.server.url, { path: encodeURI(path) });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.connection).toBe('close');
    expect(answer.text).toContain(`<title>${messages.errorPage.genericTitle}${pageLabels.seo.titleSuffix}</title>`);
    expect(answer.text).toContain(`<a href="/">${shellLabels.errorPage.backHome}</a>`);
    expect(answer.body.length).toBeLessThan(2_048);
  });

  it('still answers a request it cannot parse with a bare 400, and keeps serving', async () => {
    const answer = await rawBytes(fixture.server.url, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect((await raw(new URL('/favicon.png', fixture.server.url).href)).status).toBe(200);
  });
});
