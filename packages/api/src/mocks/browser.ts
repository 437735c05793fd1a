import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The simulated server in a browser (the dev site and Storybook). */
export const worker = setupWorker(...handlers);
