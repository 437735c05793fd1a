import type { Locator, Page } from 'playwright';

/**
 * What a failed journey leaves behind for whoever reads the log: the steps it took (each Playwright action and
 * wait, started and ended) and, for each of its pages, where it stood — the address, whether it had hydrated,
 * the presses and clicks it saw (where each landed and on what) and the addresses it wrote, what was still
 * `aria-busy`, the requests still unanswered and the page's own errors. A journey that hangs is
 * stopped by the hang guard, which alone names no step.
 */

type PageWatch = { page: Page; inFlight: Set<string>; errors: string[] };

declare global {
  interface Window {
    /** The last presses, clicks and addresses written in this document, one line each (`recordInputs`). */
    journeyInputs?: string[];
  }
}

/**
 * Runs in each document of a journey's page: notes every press and click, the element it went to and the element
 * under the pointer then, so a click that changed nothing shows where it landed.
 */
function recordInputs(): void {
  const inputs: string[] = [];
  window.journeyInputs = inputs;
  const note = (line: string) => {
    inputs.push(`${Math.round(performance.now())} ms ${line}`);
    if (inputs.length > 40) inputs.shift();
  };
  const describe = (node: EventTarget | Element | null) => {
    if (!(node instanceof Element)) return String(node);
    const text = (node.textContent ?? '').trim().slice(0, 24);
    const label = node.getAttribute('aria-label') ?? '';
    return `<${node.tagName.toLowerCase()}${label ? ` aria-label="${label}"` : ''}>${text}${node.isConnected ? '' : ' (detached)'}`;
  };
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    window.addEventListener(
      type,
      (event) => {
        const { clientX: x, clientY: y } = event as MouseEvent;
        const where = `at ${Math.round(x)},${Math.round(y)} → ${describe(event.target)}`;
        note(
          `${type}${event.isTrusted ? '' : ' (untrusted)'} ${where}; under it ${describe(document.elementFromPoint(x, y))}`,
        );
      },
      { capture: true },
    );
  }
  // The addresses the page writes, among the presses: a click whose navigation was undone shows here.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      note(`${method} ${String(url ?? '(same address)')}`);
      original(data, unused, url);
    };
  }
}

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
  void page.addInitScript(recordInputs);
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
      inputs: (window.journeyInputs ?? []).slice(-12),
      // What each busy element holds: its start, and how many articles (result rows) it shows.
      busy: [...document.querySelectorAll('[aria-busy="true"]')].map(
        (el) => `${el.querySelectorAll('article').length} articles: ${el.outerHTML.slice(0, 240)}`,
      ),
    }))
    .catch((error: unknown) => ({ hydrated: false, inputs: [], busy: [`(not readable: ${String(error)})`] }));
  return [
    `  address: ${page.url()}  hydrated: ${state.hydrated}`,
    `  aria-busy: ${state.busy.length === 0 ? 'none' : ''}`,
    ...state.busy.map((html) => `    ${html}`),
    `  presses and clicks (ms since the document's start): ${state.inputs.length === 0 ? 'none' : ''}`,
    ...state.inputs.map((input) => `    ${input}`),
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
