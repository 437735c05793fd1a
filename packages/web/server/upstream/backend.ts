/** Answers one API request: from a real backend when an upstream is configured, else from the simulation. */
export type Backend = (request: Request) => Promise<Response>;

/**
 * The simulation answering in this process, with the same function its own process uses — for the server
 * tests that look into its state. `npm start` runs it as its own process (simulationProcess.ts).
 */
export async function createSimulatedBackend({ rateLimit = true }: { rateLimit?: boolean } = {}): Promise<Backend> {
  const { createSimulationAnswer } = await import('@wenxian/simulation/server');
  return createSimulationAnswer({ rateLimit });
}
