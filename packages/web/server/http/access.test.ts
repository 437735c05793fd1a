import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CITATION_ORDER_PATHS,
  FEEDBACK_PATHS,
  THESIS_DETECTION_PATHS,
  getMemberInfo,
  getUserInfoByToken,
  logout,
  resetApiConfig,
  resolvePath,
  configureApi,
  SEARCH_PATHS,
} from '@wenxian/api';
import { accountSeeds, createTicket, simulationState } from '@wenxian/simulation';
import { loginCodes, productLabels } from '@wenxian/domain';
import { createFixtureBuild, HASHED_SCRIPT } from '../test/fixture';
import { raw, startTestServer, statusForDeclaredBody } from '../test/http';
import { CSV_IMPORT_LIMIT_BYTES, FEEDBACK_LIMIT_BYTES, JSON_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from './bodyLimits';

/**
 * Who may come in, and as whom: the blocklist with and without a trusted proxy, the ticket login, tokens
 * and body limits — against the real server on loopback with the embedded simulation.
 */
let dist: string;
let direct: Awaited<ReturnType<typeof startTestServer>>;
let proxied: Awaited<ReturnType<typeof startTestServer>>;
const at = (server: { url: string }, path: string) => new URL(path, server.url).href;

beforeAll(async () => {
  dist = createFixtureBuild();
  // No trusted proxy: only the socket counts. 127.0.0.2 is a second loopback address the tests connect from.
  direct = await startTestServer({ IP_BLOCKLIST: '127.0.0.2, 203.0.113.0/24' }, dist);
  // Behind a trusted proxy on 127.0.0.1: its X-Forwarded-* headers are believed.
  proxied = await startTestServer({ IP_BLOCKLIST: '203.0.113.0/24', TRUSTED_PROXIES: '127.0.0.1' }, dist);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
  rmSync(dist, { recursive: true, force: true });
});
afterEach(() => resetApiConfig());

describe('the IP blocklist (doc 000 §6)', () => {
  it('sends a blocked socket address to /block.html, refuses its calls, and still serves the block page', async () => {
    const from = { localAddress: '127.0.0.2' };
    const page = await raw(at(direct, '/journal'), from);
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/block.html');
    expect((await raw(at(direct, '/block.html'), from)).status).toBe(200);
    expect((await raw(at(direct, HASHED_SCRIPT), from)).status).toBe(200);
    const call = await raw(at(direct, '/newsite/server-time'), from);
    expect(call.status).toBe(403);
    expect(JSON.parse(call.text)).toMatchObject({ code: 403, data: null });
  });

  it('ignores a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    const page = await raw(at(direct, '/journal'), { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-client="127.0.0.1"');
    // Nor can a blocked socket hide behind a forged header.
    const hidden = await raw(at(direct, '/journal'), {
      localAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(hidden.headers.location).toBe('/block.html');
  });

  it('honours X-Forwarded-For from a trusted proxy, read from the right', async () => {
    const blocked = await raw(at(proxied, '/journal'), { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(blocked.headers.location).toBe('/block.html');
    // The visitor prepended a blocked address; the proxy appended the real one: the real one counts.
    const prepended = await raw(at(proxied, '/journal'), {
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    expect(prepended.status).toBe(200);
    expect(prepended.text).toContain('data-client="198.51.100.7"');
    const appended = await raw(at(proxied, '/journal'), {
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
    });
    expect(appended.headers.location).toBe('/block.html');
    // From an untrusted socket the same header means nothing.
    const untrusted = await raw(at(proxied, '/journal'), {
      localAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(untrusted.status).toBe(200);
  });

  it('sends HSTS only when a trusted proxy says the visitor came over TLS', async () => {
    const tls = await raw(at(proxied, '/journal'), { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const spoofed = await raw(at(direct, '/journal'), { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('login by ticket (doc 000 §4.6)', () => {
  const account = accountSeeds[0] as (typeof accountSeeds)[number];

  it('exchanges the ticket, binds WeChat with state, sets the token cookie and redirects without them', async () => {
    const ticket = createTicket(account.userId);
    const answer = await raw(at(direct, `/search?k=AI&ticket=${ticket}&state=wx-state&page=2`));
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/search?k=AI&page=2');
    const cookie = (answer.headers['set-cookie'] ?? [])[0] ?? '';
    expect(cookie).toMatch(/^token=tk-[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const token = /^token=([^;]+)/.exec(cookie)?.[1] as string;
    expect(simulationState().tokens.get(token)).toBe(account.userId);
    expect(simulationState().accounts.get(account.userId)?.wxBinDing).toBe(true);
    // A ticket works once: the second use redirects the same way without a login.
    const reused = await raw(at(direct, `/search?k=AI&ticket=${ticket}`));
    expect(reused.status).toBe(302);
    expect(reused.headers.location).toBe('/search?k=AI');
    expect(reused.headers['set-cookie']).toBeUndefined();
  });

  it('ignores a ticket for a visitor who has a session: nothing exchanged, the address cleaned (login CSRF)', async () => {
    const victim = accountSeeds[1] as (typeof accountSeeds)[number];
    const session = `${victim.userId}-session`;
    const attackers = createTicket(account.userId);
    const answer = await raw(at(direct, `/search?k=AI&ticket=${attackers}&page=2`), {
      headers: { cookie: `token=${session}` },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/search?k=AI&page=2');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(direct.logs).toContainEqual(expect.objectContaining({ msg: 'ticket ignored: the visitor has a session' }));
    // The ticket was not spent: the attacker's account gained no session from it, and it still works alone.
    const alone = await raw(at(direct, `/?ticket=${attackers}`));
    expect((alone.headers['set-cookie'] ?? [])[0]).toMatch(/^token=tk-/);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const answer = await raw(at(proxied, `/?ticket=${createTicket(account.userId)}`), {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers.location).toBe('/');
    expect((answer.headers['set-cookie'] ?? [])[0]).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('never redirects off the site, whatever the request target', async () => {
    for (const target of ['//evil.example/?ticket=abc', '///evil.example?ticket=abc']) {
      const answer = await raw(direct.url, { path: target });
      expect(answer.status, target).toBe(302);
      expect(new URL(String(answer.headers.location), direct.url).origin, target).toBe(new URL(direct.url).origin);
    }
    // Node refuses a backslash in the target; a browser sends `/\\evil.example/` as `//evil.example/` (above).
    expect((await raw(direct.url, { path: '/\\evil.example/?ticket=abc' })).status).toBe(400);
  });
});

describe('tokens and logout through the server', () => {
  /** The site's own call layer, pointed at the server with a given token cookie. */
  function callLayerWith(server: { url: string }, token: string, seen: string[][] = []) {
    configureApi({
      origin: new URL(server.url).origin,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        request.headers.set('cookie', `token=${token}`);
        const response = await fetch(request);
        seen.push(response.headers.getSetCookie());
        return response;
      },
    });
  }

  it('refuses a forged token and accepts one the simulation issued', async () => {
    const member = { memberId: accountSeeds[0]?.memberId as string };
    callLayerWith(direct, `tk-${accountSeeds[0]?.userId}-1002`);
    await expect(getUserInfoByToken({ goToLogin: false })).resolves.toBeNull();
    await expect(getMemberInfo(member, { goToLogin: false })).rejects.toMatchObject({ code: loginCodes[0] });
    const cookie =
      (await raw(at(direct, `/?ticket=${createTicket(accountSeeds[1]?.userId as string)}`))).headers[
        'set-cookie'
      ]?.[0] ?? '';
    callLayerWith(direct, /^token=([^;]+)/.exec(cookie)?.[1] as string);
    await expect(getUserInfoByToken({ goToLogin: false })).resolves.toMatchObject({
      memberId: accountSeeds[1]?.memberId,
    });
    await expect(
      getMemberInfo({ memberId: accountSeeds[1]?.memberId as string }, { goToLogin: false }),
    ).resolves.toBeTruthy();
  });

  it('clears the auth cookies of doc 000 §4.6 on logout', async () => {
    const cookie =
      (await raw(at(direct, `/?ticket=${createTicket(accountSeeds[2]?.userId as string)}`))).headers[
        'set-cookie'
      ]?.[0] ?? '';
    const seen: string[][] = [];
    callLayerWith(direct, /^token=([^;]+)/.exec(cookie)?.[1] as string, seen);
    await logout({ memberId: accountSeeds[2]?.memberId as string });
    const cleared = (seen.at(-1) ?? []).map((line) => line.split('=')[0]);
    expect(cleared).toEqual(['token', 'web_cookie', 'isMigrate', 'newUserDialog']);
    expect(seen.at(-1)?.every((line) => line.includes('Max-Age=0'))).toBe(true);
  });
});

describe('body limits (413 before anything reads the body)', () => {
  const post = (path: string, bytes: number, type = 'application/json') =>
    fetch(at(direct, path), {
      method: 'POST',
      body: new Uint8Array(bytes).fill(0x61),
      headers: { 'content-type': type },
    });

  const declared = (path: string, bytes: number, type = 'application/json') =>
    statusForDeclaredBody(at(direct, path), bytes, type);
  const multipart = 'multipart/form-data; boundary=x';

  it('closes the connection after a 413, so the unread body is never taken for a next request', async () => {
    const { hostname, port } = new URL(direct.url);
    const search = resolvePath(SEARCH_PATHS.search);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST ${search} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${JSON_LIMIT_BYTES + 1}\r\n\r\n{"k":`,
        );
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      // The server ends the connection itself after its answer.
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('bounds JSON calls at 1 MB', async () => {
    const search = resolvePath(SEARCH_PATHS.search);
    expect(await declared(search, JSON_LIMIT_BYTES + 1)).toBe(413);
    // At the limit the call goes on (and is refused for its missing signature instead).
    expect((await post(search, JSON_LIMIT_BYTES)).status).toBe(403);
  });

  it('lets feedback carry 5 images of 2 MB, and no more', async () => {
    const upload = resolvePath(FEEDBACK_PATHS.upload);
    expect(await declared(upload, FEEDBACK_LIMIT_BYTES + 1, multipart)).toBe(413);
    expect((await post(upload, 5 * 2_097_152, multipart)).status).not.toBe(413);
    // The same size is too much for a JSON call, and a document upload has its own limit.
    expect(await declared(resolvePath(SEARCH_PATHS.search), 5 * 2_097_152)).toBe(413);
    expect(await declared(resolvePath(THESIS_DETECTION_PATHS.upload), UPLOAD_LIMIT_BYTES + 1, multipart)).toBe(413);
  });

  it('takes a citation list CSV past the JSON limit, and refuses a larger one in the form’s words', async () => {
    const csvImport = resolvePath(CITATION_ORDER_PATHS.importList);
    expect(CSV_IMPORT_LIMIT_BYTES).toBeGreaterThan(JSON_LIMIT_BYTES);
    // Past the JSON limit the call reaches the backend (which asks for a login first).
    expect((await post(csvImport, 2 * JSON_LIMIT_BYTES, multipart)).status).not.toBe(413);
    const { hostname, port } = new URL(direct.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST ${csvImport} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: ${multipart}\r\n` +
            `Content-Length: ${CSV_IMPORT_LIMIT_BYTES + 1}\r\n\r\n--x`,
        );
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { message: string };
    expect(body.message).toBe(productLabels.citationOrder.importProblem.tooLarge);
    expect(body.message).toContain(`${CSV_IMPORT_LIMIT_BYTES / 1024 / 1024}MB`);
  });
});
