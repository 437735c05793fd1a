/**
 * Optional persistence of the session state in localStorage, for the site run locally: a reload (or the
 * login redirect) keeps the login, quotas, orders and conversations. Off by default (tests, Storybook);
 * the dev site turns it on with `configureSimulation({ persist: true })`.
 */
export const STORAGE_KEY = 'wenxian-simulation-state';

/**
 * Bumped when the state's shape changes (2: the AI assistant's files and caches; 3: an account's role is
 * isManager; 4: a personal member's membership end is stored), so an older copy is dropped.
 */
const VERSION = 4;
type Stored = { v: typeof VERSION; state: unknown };

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Maps and Sets survive JSON as tagged arrays. */
function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { __map: [...value.entries()] };
  if (value instanceof Set) return { __set: [...value.values()] };
  return value;
}
function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object') {
    if ('__map' in value) return new Map((value as { __map: [unknown, unknown][] }).__map);
    if ('__set' in value) return new Set((value as { __set: unknown[] }).__set);
  }
  return value;
}

/** Writes a state, less its clock (a function), under the storage key. */
export function saveState(state: { now: unknown }): void {
  const target = storage();
  if (!target) return;
  const { now: _now, ...data } = state;
  target.setItem(STORAGE_KEY, JSON.stringify({ v: VERSION, state: data } satisfies Stored, replacer));
}

/** The stored state without its clock, or undefined when there is none (or it does not parse). */
export function loadState(): Record<string, unknown> | undefined {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text, reviver) as Stored;
    return stored.v === VERSION ? (stored.state as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function clearState(): void {
  storage()?.removeItem(STORAGE_KEY);
}
