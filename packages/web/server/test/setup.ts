import { beforeAll } from 'vitest';
import { resetCallLayer } from '@wenxian/api';

// The server's files share one module graph per worker (vitest.config.ts): each starts from a fresh call layer
// (no server-time offset or anti-bot token an earlier file's renders kept), as in a process of its own.
beforeAll(() => void resetCallLayer());
