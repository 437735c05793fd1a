/** Knobs of the simulation that are not session state: latency added to every answer, stream pace. */
export type SimulationSettings = {
  /** Added to every answer (0 in tests; the dev site may set a realistic value). */
  latencyMs: number;
  /** Pace of streamed text per character (doc 000 §9: 30 ms). Tests set 0. */
  streamCharMs: number;
};

const defaults: SimulationSettings = { latencyMs: 0, streamCharMs: 30 };
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
