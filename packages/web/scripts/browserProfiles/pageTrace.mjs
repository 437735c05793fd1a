import { firstSecondsReports } from '../firstSecondsJourneys.mjs';

/**
 * `hydrated` resolves once the page in `page` (Playwright) marks itself hydrated (html[data-hydrated]), with the time
 * from its first contentful paint; a `page-hydrated` mark is left in a trace at that moment. Watched by the page itself
 * (watchFirstSeconds), not polled by a locator: a locator's queries run on the main thread being measured. Call it
 * before the page is opened.
 */
export async function hydratedReport(page) {
  const { reported } = await firstSecondsReports(page);
  return { hydrated: reported.then(({ hydrated, paint }) => hydrated - paint) };
}

/** A task's time over this counts as blocking, as Lighthouse's Total Blocking Time counts it. */
const BLOCKING_OVER_MS = 50;

/**
 * The page's main-thread tasks in a trace (`traceEvents`) from its first contentful paint to `until` (a trace
 * timestamp; the trace's end by default), each in milliseconds clipped to that span (a task the paint falls in counts
 * from the paint on); the paint's event; and their blocking time.
 */
export function tasksAfterPaint(events, until = Infinity) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  // The page's main thread: the renderer thread of the process that painted.
  const main = events.find(
    (event) => event.pid === paint.pid && event.name === 'thread_name' && event.args.name === 'CrRendererMain',
  ).tid;
  const tasks = events
    .filter((event) => event.pid === paint.pid && event.tid === main && event.name === 'RunTask')
    .map((task) => (Math.min(task.ts + task.dur, until) - Math.max(task.ts, paint.ts)) / 1000)
    .filter((ms) => ms > 0);
  return { paint, main, tasks, blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_OVER_MS), 0) };
}
