import { resetSimulationSettings } from './settings';
import { resetSimulationState } from './session/state';

export { handlers } from './handlerTable';
export { apiPath, ok } from './http';
export { heldCalls, scenario, type CallName, type ScenarioOptions } from './scenarios';
export { configureSimulation, simulationSettings, type SimulationSettings } from './settings';
export { accountSeeds, SIM_MOBILE_CODE, SIM_PASSWORD, type AccountKind, type AccountSeed } from './session/accounts';
export { createTicket, signInAs } from './session/auth';
export { safetyCheckAngleOf, SAFETY_CHECK_TOLERANCE_DEGREES, RATE_LIMIT } from './session/safety';
export { simulationState } from './session/state';
export type { PdfConversion } from './session/serviceRecords';
export { seedConversation } from './ai/seed';
export { SimulatedError } from './errors';
export { simHash as simulatedSign } from './session/download';

/**
 * Back to a fresh simulated server: the seed accounts, no logins, full quotas, no orders or
 * conversations, default settings. The corpus itself is immutable and stays built (it is a pure
 * function of the seed). The api test setup calls this after every test.
 */
export function resetSimulation(options: { now?: () => number } = {}): void {
  resetSimulationSettings();
  resetSimulationState(options);
}
export { simulatedPages, type SimulatedPages } from './sitemap';
export { simulatedHandlersFor } from './handlerTable';
export { warmCitations } from './citation/engine';
export { citedPapersOfTheBase } from './handlers/citationReports';
export { toCslItem as documentCslItem } from './citation/cslItem';
