import type { Locator, Page } from 'playwright';

/**
 * What a failed journey leaves behind for whoever reads the log: the steps it took (each Playwright action and
 * wait, started and ended) and, for each of its pages, where it stood — the address, whether it had hydrated,
 * what was still `aria-busy`, the requests still unanswered and the page's own errors. A journey that hangs is
 * stopped by the hang guard, which alone names no step.
 */

type PageWatch = { page: Page; inFlight: Set<string>; errors: string[] };

let started = Date.now();
let steps: string[] = [];
let pages: PageWatch[] = [];

const stamp = () => `+${((Date.now() - started) / 1000).toFixed(1)}s`;

/** The actions and waits a journey's log names. */
const pageSteps = ['goto', 'goBack', 'goForward', 'waitForURL', 'waitForSelector', 'click', 'fill'] as const;
const locatorSteps = ['click', 'fill', 'press', 'waitFor', 'selectOption', 'check', 'focus', 'blur'] as const;

function logSteps(prototype: Record<string, unknown>, names: readonly string[], kind: string): void {
  for (const name of names) {
    const original = prototype[name] as (...args: unknown[]) => Promise<unknown>;
    if (typeof original !== 'function' || (original as { logged?: true }).logged) continue;
    const logged = async function (this: object, ...args: unknown[]) {
      const what = `${kind}.${name} ${kind === 'locator' ? String(this) : String(args[0] ?? '')}`.slice(0, 200);
      steps.push(`${stamp()} ▶ ${what}`);
      try {
        const result = await original.apply(this, args);
        steps.push(`${stamp()} ✓ ${what}`);
        return result;
      } catch (error) {
        steps.push(`${stamp()} ✗ ${what}: ${String(error).split('\n')[0]}`);
        throw error;
      }
    };
    prototype[name] = Object.assign(logged, { logged: true as const });
  }
}

/** Starts watching a journey's page: its steps, its requests and its errors. */
export function watchPage(page: Page): void {
  logSteps(Object.getPrototypeOf(page) as Record<string, unknown>, pageSteps, 'page');
  const locator: Locator = page.locator('html');
  logSteps(Object.getPrototypeOf(locator) as Record<string, unknown>, locatorSteps, 'locator');
  const watch: PageWatch = { page, inFlight: new Set(), errors: [] };
  const describe = (request: { method(): string; url(): string }) => `${request.method()} ${request.url()}`;
  page.on('request', (request) => watch.inFlight.add(describe(request)));
  page.on('requestfinished', (request) => watch.inFlight.delete(describe(request)));
  page.on('requestfailed', (request) => watch.inFlight.delete(describe(request)));
  page.on('pageerror', (error) => watch.errors.push(`${stamp()} pageerror ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') watch.errors.push(`${stamp()} console ${message.text().slice(0, 300)}`);
  });
  pages.push(watch);
}

/** A new journey: its log starts empty. */
export function startJourneyLog(): void {
  started = Date.now();
  steps = [];
  pages = [];
}

async function pageState({ page, inFlight, errors }: PageWatch): Promise<string> {
  if (page.isClosed()) return '  (page closed)';
  const state = await page
    .evaluate(() => ({
      hydrated: document.documentElement.hasAttribute('data-hydrated'),
      // What each busy element holds: its start, and how many articles (result rows) it shows.
      busy: [...document.querySelectorAll('[aria-busy="true"]')].map(
        (el) => `${el.querySelectorAll('article').length} articles: ${el.outerHTML.slice(0, 240)}`,
      ),
    }))
    .catch((error: unknown) => ({ hydrated: false, busy: [`(not readable: ${String(error)})`] }));
  return [
    `  address: ${page.url()}  hydrated: ${state.hydrated}`,
    `  aria-busy: ${state.busy.length === 0 ? 'none' : ''}`,
    ...state.busy.map((html) => `    ${html}`),
    `  requests unanswered: ${inFlight.size === 0 ? 'none' : ''}`,
    ...[...inFlight].map((request) => `    ${request}`),
    `  page errors: ${errors.length === 0 ? 'none' : ''}`,
    ...errors.slice(-10).map((error) => `    ${error}`),
  ].join('\n');
}

/** The failed journey's steps and where each of its pages stood, as one block for the log. */
export async function journeyReport(name: string): Promise<string> {
  const states = await Promise.all(pages.map(pageState));
  return [
    `── journey failed: ${name}`,
    'steps:',
    ...steps.slice(-40).map((step) => `  ${step}`),
    ...states.map((state, i) => `page ${i + 1}:\n${state}`),
  ].join('\n');
}
