import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** What the stub saw: every request, and the sockets of requests that the proxy abandoned. */
export type StubRecord = {
  requests: { url: string; headers: IncomingMessage['headers']; body: string }[];
  closedEarly: string[];
};

/**
 * A backend on loopback that misbehaves on request: it gzips, stalls, drops the connection,
 * redirects to an internal host and answers hop-by-hop headers. It lives under /base so the proxy's
 * base-path handling is exercised on every call.
 */
export async function startStubUpstream(): Promise<{ url: string; record: StubRecord; close(): Promise<void> }> {
  const record: StubRecord = { requests: [], closedEarly: [] };
  let origin = '';
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse, body: string) => void> = {
    '/newsite/echo': (req, res, body) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('set-cookie', [
        'token=from-upstream; Path=/',
        'web_cookie=w; Domain=api.internal.example; Path=/; SameSite=Strict; HttpOnly',
      ]);
      res.end(JSON.stringify({ method: req.method, url: req.url, body, headers: req.headers }));
    },
    '/auth/user/sendMobileCode2': (req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, url: req.url }));
    },
    '/newsite/gzip': (_req, res) => {
      const body = gzipSync(
        JSON.stringify({ code: 200, data: Array.from({ length: 300 }, (_, i) => `第${i}条`), message: 'success' }),
      );
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': body.length,
      });
      res.end(body);
    },
    '/newsite/stall': () => undefined,
    // What can go wrong after the headers.
    '/newsite/gzip-corrupt': (_req, res) => {
      const body = Buffer.from('not gzip at all, yet labelled so');
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': body.length,
      });
      res.end(body);
    },
    '/newsite/cut-off': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 1000 });
      res.write('{"code":200,"data":"the first part');
      setTimeout(() => res.socket?.destroy(), 20);
    },
    '/newsite/stall-body': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":200,');
    },
    '/newsite/crash': (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('TypeError: x is undefined\n    at handler (/srv/backend/secret.js:12:3)');
    },
    '/newsite/busy': (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html', 'retry-after': '7' });
      res.end('<h1>nginx internal page</h1>');
    },
    '/newsite/events-stall': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
    },
    '/newsite/slow': (_req, res) => {
      setTimeout(
        () =>
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"code":200,"data":"late","message":"success"}'),
        300,
      );
    },
    '/newsite/drop': (req) => req.socket.destroy(),
    // A backend that answers its exception's text as an error envelope with HTTP 200.
    '/newsite/stack-200': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 500,
          data: null,
          message:
            'java.lang.NullPointerException: null\n\tat com.wenxian.search.SearchService.run(SearchService.java:88)',
        }),
      );
    },
    '/newsite/zstd': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'zstd' });
      res.end(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x01, 0x02]));
    },
    // An answer larger than the proxy reads whole (?mb=N megabytes of JSON-ish text, sent in 1 MiB chunks).
    '/newsite/huge': (req, res) => {
      const total = Number(new URL(req.url ?? '', 'http://x').searchParams.get('mb') ?? '1');
      const chunk = Buffer.alloc(1024 * 1024, 0x61);
      res.writeHead(200, { 'content-type': 'application/json' });
      let sent = 0;
      const more = () => {
        while (sent < total) {
          sent += 1;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('close', () => (sent = total));
      more();
    },
    // A download link in the backend's own address, as a JSON encoder that escapes slashes may write it too.
    '/newsite/download-link': (_req, res) => {
      const link = `${origin}/base/newsite/commonOpenUp/downloadDoc?ids=QK1&sign=ab12`;
      const body = `{"code":200,"data":"${link}","extra":"${link.replaceAll('/', '\\/')}","message":"success"}`;
      res.writeHead(200, {
        'content-type': 'application/json;charset=UTF-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    },
    '/newsite/redirect-internal': (_req, res) => res.writeHead(302, { location: 'http://10.0.0.5:8080/admin' }).end(),
    '/newsite/redirect-localhost': (_req, res) => res.writeHead(302, { location: 'http://localhost:9000/x' }).end(),
    '/newsite/redirect-self': (_req, res) =>
      res.writeHead(302, { location: `${origin}/base/newsite/echo?from=redirect` }).end(),
    '/newsite/redirect-relative': (_req, res) => res.writeHead(302, { location: '/base/newsite/echo' }).end(),
    '/newsite/redirect-public': (_req, res) =>
      res.writeHead(302, { location: 'https://pay.example.com/checkout?id=1' }).end(),
    '/newsite/hop': (req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        connection: 'keep-alive, x-upstream-private',
        'keep-alive': 'timeout=5',
        'x-upstream-private': 'secret',
        'proxy-authenticate': 'Basic',
        trailer: 'x-checksum',
        upgrade: 'h2c',
      });
      res.end(JSON.stringify({ seen: req.headers }));
    },
    '/newsite/hold-open': (req, res) => {
      // A streamed answer's headers now, body never: the proxy must close this socket when its visitor goes away.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('partial');
      res.on('close', () => record.closedEarly.push(req.url ?? ''));
    },
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      record.requests.push({ url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').replace(/^\/base/, '').split('?')[0] ?? '';
      const handler = routes[path];
      if (handler) handler(req, res, body);
      else res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"data":null,"message":"no"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/base`,
    record,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
