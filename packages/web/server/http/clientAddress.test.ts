import { describe, expect, it } from 'vitest';
import { createIpBlocklist } from '@wenxian/domain';
import { resolveClient } from './clientAddress';

const trusted = createIpBlocklist(['10.0.0.0/8']);
const headers = (values: Record<string, string>) => new Headers({ host: 'wenxian.example', ...values });

describe('resolveClient', () => {
  it('takes the socket address and ignores forwarded headers from an untrusted socket', () => {
    expect(
      resolveClient(
        '::ffff:198.51.100.4',
        headers({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }),
        trusted,
        'site.example:3000',
      ),
    ).toEqual({
      address: '198.51.100.4',
      proto: 'http',
      // Neither the Host header nor an untrusted X-Forwarded-Host (issue 26).
      host: 'site.example:3000',
    });
  });

  it('reads a trusted chain from the right, skipping trusted hops', () => {
    const client = resolveClient(
      '10.0.0.2',
      headers({
        'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'www.wenxian.example',
      }),
      trusted,
      'site.example:3000',
    );
    expect(client).toEqual({ address: '198.51.100.4', proto: 'https', host: 'www.wenxian.example' });
    // A trusted proxy that names no host leaves the server's own.
    expect(resolveClient('10.0.0.2', headers({}), trusted, 'site.example:3000')).toEqual({
      address: '10.0.0.2',
      proto: 'http',
      host: 'site.example:3000',
    });
  });
});
