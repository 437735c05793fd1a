import { afterEach, describe, expect, it } from 'vitest';
import { apiConfig } from '@wenxian/api';
import { resetSimulation, signInAs } from '@wenxian/simulation';
import { makeStore } from '../../store/makeStore';
import { runGuard } from './routeGuards';
import type { Guard } from './routeGuards';

const origin = 'http://localhost:3000';

/** The guard's answer in the browser: null when the visit goes on, else where React Router redirects to. */
async function visit(guard: Guard, address: string): Promise<string | null> {
  try {
    await runGuard(guard, new URL(address, origin), makeStore());
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const loginFor = (address: string) => `/account?serve=${encodeURIComponent(origin + address)}&appCode=101`;

afterEach(() => resetSimulation());

describe('route guards in the browser (doc 000 §6)', () => {
  it('sends an anonymous visitor of a members-only page to login with serve and appCode', async () => {
    await expect(visit('member', '/personalcenter/orders?page=2')).resolves.toBe(
      loginFor('/personalcenter/orders?page=2'),
    );
    await expect(visit('member', '/personalcenter/orders?ticket=T1')).resolves.toBeNull();
  });

  it('lets a logged-in member through, and the open routes through for anyone', async () => {
    await expect(visit('none', '/journal')).resolves.toBeNull();
    signInAs(apiConfig().sessionId, 'U1002');
    await expect(visit('member', '/personalcenter/orders')).resolves.toBeNull();
  });

  it('sends users without the area flag to the area auth page, and anonymous visitors to login first', async () => {
    await expect(visit('author', '/author/home')).resolves.toBe(loginFor('/author/home'));
    // The manager's own area (no id query) asks a visitor to log in first (docs/decisions/manager.md).
    await expect(visit('manager', '/manager/compete')).resolves.toBe(loginFor('/manager/compete'));
    await expect(visit('manager', '/manager/compete?id=J00001')).resolves.toBeNull();
    signInAs(apiConfig().sessionId, 'U1002');
    await expect(visit('manager', '/manager/compete')).resolves.toBe('/manager/auth');
    await expect(visit('author', '/author/home')).resolves.toBe('/author/auth');
    await expect(visit('conference', '/conference/manager')).resolves.toBe('/conference/auth');
  });

  it('lets each role holder into its area', async () => {
    signInAs(apiConfig().sessionId, 'U1005');
    await expect(visit('manager', '/manager')).resolves.toBeNull();
    signInAs(apiConfig().sessionId, 'U1006');
    await expect(visit('conference', '/conference/manager/info')).resolves.toBeNull();
    signInAs(apiConfig().sessionId, 'U1007');
    await expect(visit('author', '/author/home')).resolves.toBeNull();
  });

  it('signed document links: the public page without a sign, login for a sign that fails its checks', async () => {
    await expect(visit('signed', '/doc/journal/QK200301005')).resolves.toBeNull();
    const forged = '/doc/journal/QK200301005?sign=forged&resourceId=QK200301005&expireTime=9999999999999';
    await expect(visit('signed', forged)).resolves.toBe(loginFor(forged));
    const wrongResource = '/doc/journal/QK200301005?sign=x&resourceId=OTHER&expireTime=1';
    await expect(visit('signed', wrongResource)).resolves.toBe(loginFor(wrongResource));
  });
});
