import { describe, expect, it } from 'vitest';
import { createIpBlocklist } from './ipBlocklist';

describe('IP blocklist', () => {
  const list = createIpBlocklist([
    '10.0.0.0/8',
    '192.168.1.7',
    '2001:db8::/32',
    '::1',
    '::ffff:172.16.0.0/108',
    'bogus',
  ]);
  it.each([
    ['10.1.2.3', true],
    ['11.0.0.1', false],
    ['192.168.1.7', true],
    ['192.168.1.8', false],
    ['2001:db8:1::5', true],
    ['2001:db9::1', false],
    ['::1', true],
    ['::2', false],
    ['::ffff:10.9.9.9', true],
    ['::ffff:192.168.1.7', true],
    ['172.16.3.4', true],
    ['172.32.0.1', false],
    ['not-an-ip', false],
    ['', false],
  ])('%s blocked: %s', (address, blocked) => {
    expect(list.isBlocked(address)).toBe(blocked);
  });
  it('reports invalid entries', () => {
    expect(list.invalidEntries).toEqual(['bogus']);
  });
  it('blocks nothing when empty', () => {
    expect(createIpBlocklist([]).isBlocked('1.2.3.4')).toBe(false);
  });
});
