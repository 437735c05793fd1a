import { afterEach, describe, expect, it } from 'vitest';
import { getUserInfoByToken, login } from '../../accounts';
import { getVipCenterInfo } from '../../membership';
import { configureSimulation, resetSimulation, SIM_PASSWORD } from '../index';
import { withTokenCookie } from '../handlers/route';
import { accountOf } from '../session/auth';
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

describe('token cookie', () => {
  it('a token the site keeps in its cookie is honoured after the in-memory state is gone', async () => {
    const { token } = await login({ account: '13800000005', password: SIM_PASSWORD });
    // A reload: the in-memory state (and the session binding) is gone; the cookie is what remains.
    resetSimulation();
    expect(accountOf(withTokenCookie(new Request('http://wenxian.test/'), { token }))?.isMagazine).toBe(true);
    expect(accountOf(new Request('http://wenxian.test/'))).toBeUndefined();
  });
});
