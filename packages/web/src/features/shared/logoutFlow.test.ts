import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfig, getUserInfoByToken } from '@wenxian/api';
import { resetSimulation, signInAs } from '@wenxian/simulation';
import { logoutAndLeave } from './logoutFlow';

afterEach(() => resetSimulation());

function fakeLocation(pathname: string) {
  return { pathname, assign: vi.fn(), reload: vi.fn() };
}

function setSessionCookies(token: string) {
  const { cookies } = apiConfig();
  for (const [name, value] of [
    ['token', token],
    ['web_cookie', 'w'],
    ['isMigrate', '1'],
    ['newUserDialog', '1'],
  ])
    cookies.set(name ?? '', value ?? '', 60);
}

describe('logout (doc 000 §4.6)', () => {
  it('ends the session on the server, clears the listed cookies and goes home', async () => {
    const token = signInAs(apiConfig().sessionId, 'U1002');
    setSessionCookies(token);
    const location = fakeLocation('/personalcenter/orders');
    await logoutAndLeave('M1002', location);
    expect(await getUserInfoByToken()).toBeNull();
    for (const name of ['token', 'web_cookie', 'isMigrate', 'newUserDialog'])
      expect(apiConfig().cookies.get(name)).toBeFalsy();
    expect(location.assign).toHaveBeenCalledWith('/');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('stays on /member, /pay/newrecharge and /doc/ pages (reload), and goes to /prequalification from there', async () => {
    for (const pathname of ['/member', '/pay/newrecharge', '/doc/journal/QK1']) {
      signInAs(apiConfig().sessionId, 'U1002');
      const location = fakeLocation(pathname);
      await logoutAndLeave('M1002', location);
      expect(location.reload).toHaveBeenCalledTimes(1);
    }
    const location = fakeLocation('/prequalification/report');
    await logoutAndLeave('M1002', location);
    expect(location.assign).toHaveBeenCalledWith('/prequalification');
  });
});
