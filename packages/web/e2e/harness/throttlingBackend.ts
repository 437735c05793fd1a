import { spawn, type ChildProcess } from 'node:child_process';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('../..', import.meta.url));

/** The simulated backend run alone from the build (`node dist/node/simulation.js`), as an upstream. */
export function startSimulation(): Promise<{ url: URL; child: ChildProcess }> {
  const child = spawn(process.execPath, ['dist/node/simulation.js'], {
    cwd: webDir,
    env: { ...process.env, SIMULATION_PORT: '0', SIMULATION_RATE_LIMIT: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /simulated backend at (\S+)/.exec(out)?.[1];
      if (url) resolve({ url: new URL(url), child });
    });
    child.once('exit', (code) => reject(new Error(`the simulated backend ended (exit ${code}):\n${out}`)));
  });
}

/** A call passed on to the simulation untouched, and its answer back. */
function passOn(simulation: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const passed = httpRequest(
    {
      host: simulation.hostname,
      port: simulation.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  passed.on('error', () => outgoing.destroy());
  incoming.pipe(passed);
}

const listening = (server: Server) =>
  new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));

/**
 * A loopback upstream in front of the simulation that throttles as a real backend does: every call `isThrottled`
 * picks is answered code 20 (with HTTP 200, doc 000 §4.1); the others pass through untouched. The safety check's
 * own calls (/captcha/*, doc 000 §4.8) always pass, so a throttled visitor can still be shown the check.
 */
export function startThrottlingUpstream(
  simulation: URL,
  isThrottled: (headers: IncomingHttpHeaders) => boolean,
  message: string,
): Promise<Server> {
  return listening(
    createServer((incoming, outgoing) => {
      if (!/\/captcha\//.test(incoming.url ?? '') && isThrottled(incoming.headers)) {
        outgoing.writeHead(200, { 'content-type': 'application/json' });
        return void outgoing.end(JSON.stringify({ code: 20, data: null, message }));
      }
      passOn(simulation, incoming, outgoing);
    }),
  );
}

/**
 * A loopback upstream in front of the simulation that stalls while `stalls` says so: every call then is read and
 * never answered (the connection stays open), as a backend hung on its database; otherwise calls pass through.
 */
export function startStallingUpstream(simulation: URL, stalls: () => boolean): Promise<Server> {
  return listening(
    createServer((incoming, outgoing) => {
      if (stalls()) return void incoming.resume();
      passOn(simulation, incoming, outgoing);
    }),
  );
}
