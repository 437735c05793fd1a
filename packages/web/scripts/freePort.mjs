// A port for a measuring script's server: the one its environment names, else one the system has free at the
// moment (asked by listening on port 0), so two measurements, or a measurement beside the tests, never meet on a
// fixed port. The script prints which it took.
import { createServer } from 'node:net';

/** A port free on the loopback now: the system picks it for a listener that is closed at once. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `named` (an environment variable's value) as a port, else a free one; says which on stderr. */
export async function portFor(what, named) {
  const port = named ? Number(named) : await freePort();
  console.error(`${what}: port ${port}${named ? '' : ' (free, picked by the system)'}`);
  return port;
}
