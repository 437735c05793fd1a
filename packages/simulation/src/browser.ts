import { setupWorker } from 'msw/browser';
import { handlers } from './handlerTable';
import { resetSimulation } from './index';

/** The simulated server in a browser (the dev site and Storybook). */
export const worker = setupWorker(...handlers);

// Storybook resets the worker's handlers between stories; the session state goes with them.
const resetHandlers = worker.resetHandlers.bind(worker);
worker.resetHandlers = (...nextHandlers) => {
  resetHandlers(...nextHandlers);
  resetSimulation();
};
