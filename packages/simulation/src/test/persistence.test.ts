import { afterEach, describe, expect, it } from 'vitest';
import { getUserInfoByToken, login, getVipCenterInfo } from '@wenxian/api';
import { configureSimulation, resetSimulation, SIM_PASSWORD } from '../index';
import { withTokenCookie } from '../handlers/route';
import { accountOf, logout } from '../session/auth';
import { STORAGE_KEY } from '../session/persistence';
import { simulationState } from '../session/state';

/** A Map-backed localStorage, as the browser has. */
function installStorage(): Map<string, string> {
  const data = new Map<string, string>();
  const fake = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: fake, configurable: true });
  return data;
}

afterEach(() => {
  resetSimulation();
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('persistence (the dev site)', () => {
  it('keeps logins and quotas across a reload when on, and forgets them on reset', async () => {
    const data = installStorage();
    configureSimulation({ persist: true });
    await login({ account: '13800000003', password: SIM_PASSWORD });
    simulationState().teams.get('TEAM-001')!.quotaUsed = 7;
    await getUserInfoByToken();
    expect(data.has(STORAGE_KEY)).toBe(true);
    // A reload: the module state is gone, the stored state comes back.
    const stored = data.get(STORAGE_KEY) ?? '';
    resetSimulation();
    data.set(STORAGE_KEY, stored);
    configureSimulation({ persist: true });
    expect((await getUserInfoByToken())?.memberId).toBe('M1003');
    expect(await getVipCenterInfo({})).toMatchObject({ teamQuota: { used: 7, total: 300 } });
    resetSimulation();
    expect(data.has(STORAGE_KEY)).toBe(false);
  });

  it('stays in memory when off', async () => {
    const data = installStorage();
    await login({ account: '13800000002', password: SIM_PASSWORD });
    expect(data.size).toBe(0);
  });
});

describe('tokens (only the ones the simulation issued)', () => {
  it('honours an issued token from the cookie, and refuses it after logout or a reset', async () => {
    const { token } = await login({ account: '13800000005', password: SIM_PASSWORD });
    const withCookie = (value: string) => withTokenCookie(new Request('http://wenxian.test/'), { token: value });
    expect(accountOf(withCookie(token))?.isManager).toBe(true);
    expect(token).toMatch(/^tk-[0-9a-f]{32}$/);
    logout(withCookie(token));
    expect(accountOf(withCookie(token))).toBeUndefined();
    const again = await login({ account: '13800000005', password: SIM_PASSWORD });
    // A reset is a fresh server: nothing it issued before is valid.
    resetSimulation();
    expect(accountOf(withCookie(again.token))).toBeUndefined();
  });

  it("refuses forged tokens: the old user-id format, another account's id, random text", async () => {
    const { token } = await login({ account: '13800000001', password: SIM_PASSWORD });
    const owner = simulationState().tokens.get(token);
    for (const forged of [
      `tk-${owner}-1002`,
      'tk-U1005-1',
      token.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      'anything',
    ]) {
      expect(
        accountOf(withTokenCookie(new Request('http://wenxian.test/'), { token: forged })),
        forged,
      ).toBeUndefined();
    }
  });
});
