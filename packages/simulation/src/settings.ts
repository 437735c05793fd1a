/** Knobs of the simulation that are not session state: latency added to every answer, stream pace. */
export type SimulationSettings = {
  /** Added to every answer (0 in tests; the dev site may set a realistic value). */
  latencyMs: number;
  /** Pace of streamed text per character (doc 000 §9: 30 ms). Tests set 0. */
  streamCharMs: number;
  /** Burst limit answering code 20; null switches it off (e.g. a Storybook run firing many stories fast). */
  rateLimit: { maxRequests: number; windowMs: number } | null;
  /** Verify X-Sign / X-Hmac of every call (docs/api/headers.md). */
  verifySignatures: boolean;
  /** Keep the session state in localStorage across reloads (the dev site); off in tests and Storybook. */
  persist: boolean;
};

/**
 * A burst: more than 300 calls from one session within 10 s (decided here; docs/decisions/simulation.md).
 * High enough that a person clicking and typing never meets it, low enough that a runaway loop does.
 */
export const DEFAULT_RATE_LIMIT = { maxRequests: 300, windowMs: 10_000 } as const;

const defaults: SimulationSettings = {
  latencyMs: 0,
  streamCharMs: 30,
  rateLimit: DEFAULT_RATE_LIMIT,
  verifySignatures: true,
  persist: false,
};
let current: SimulationSettings = { ...defaults };

export function simulationSettings(): SimulationSettings {
  return current;
}

export function configureSimulation(patch: Partial<SimulationSettings>): SimulationSettings {
  current = { ...current, ...patch };
  return current;
}

export function resetSimulationSettings(): void {
  current = { ...defaults };
}
