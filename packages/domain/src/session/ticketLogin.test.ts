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
