import { expect, it } from 'vitest';
import { readTicketLogin } from './ticketLogin';

it('reads ticket and state and strips them from the URL', () => {
  expect(readTicketLogin('/journal', '?id=1&ticket=T1&state=S1')).toEqual({
    ticket: 'T1',
    state: 'S1',
    cleanUrl: '/journal?id=1',
  });
  expect(readTicketLogin('/', '?ticket=T1')).toEqual({ ticket: 'T1', state: null, cleanUrl: '/' });
  expect(readTicketLogin('/', '?state=S1')).toBeNull();
});

it('redirects only within the site, whatever the path looks like', () => {
  for (const pathname of [
    '//evil.example/',
    '///evil.example',
    '/\\evil.example/',
    '/\\/evil.example',
    '/\t//evil.example',
  ]) {
    const { cleanUrl = '' } = readTicketLogin(pathname, '?ticket=T1') ?? {};
    // A browser reads a leading `//` or `/\\` in a Location header as another host.
    expect(cleanUrl).toMatch(/^\/(?![/\\])/);
  }
  expect(readTicketLogin('//evil.example/x', '?ticket=T1&a=1')?.cleanUrl).toBe('/evil.example/x?a=1');
});
