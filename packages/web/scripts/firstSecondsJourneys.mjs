// The first seconds of a visit, shared by measure-first-seconds.mjs and the firstSeconds journeys:
// for each page, what a visitor does the moment it paints (click the main control, type into the main field)
// and the effect that proves it was not lost. Each `act` starts as soon as its control is on the screen, so on
// a slow phone it lands before React has hydrated the page.

/** The query the home and search journeys type, and the query /search starts on. */
export const typedQuery = '深度学习';
export const startQuery = '研究';
const documentPath = '/doc/journal/QK202200001';

/** Resolves to true once `check` holds (polled), false after `timeout` ms: the effect came or it was lost. */
async function within(timeout, check) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const searchText = (page) => new URL(page.url()).searchParams.get('k') ?? '';
const chatText = (page) => new URL(page.url()).searchParams.get('q') ?? '';
const dialogOpen = (page) => page.getByRole('dialog').first().isVisible();
const onLoginPage = (page) => new URL(page.url()).pathname === '/account';
const selectionBar = (page) => page.getByText(/^已选/).first();

/**
 * The journeys. `act(page)` performs the input; `effect(page, timeout)` resolves to whether it happened;
 * `typed` is the text typed (lost keystrokes are the characters of it that did not arrive), read back by
 * `arrived(page)`.
 */
export const journeys = [
  {
    name: 'home: type a query, press 检索',
    path: '/',
    typed: typedQuery,
    act: async (page) => {
      await page.getByRole('textbox', { name: '检索词' }).pressSequentially(typedQuery);
      await page.getByRole('button', { name: '检索', exact: true }).click();
    },
    effect: (page, timeout) => within(timeout, async () => new URL(page.url()).pathname === '/search'),
    arrived: async (page) => searchText(page),
  },
  {
    name: 'search: type a new query, press Enter',
    path: `/search?k=${encodeURIComponent(startQuery)}`,
    typed: typedQuery,
    act: async (page) => {
      const box = page.getByRole('textbox', { name: '检索词' });
      await box.selectText();
      await box.pressSequentially(typedQuery);
      await box.press('Enter');
    },
    effect: (page, timeout) => within(timeout, async () => searchText(page) !== startQuery),
    arrived: async (page) => searchText(page),
  },
  {
    name: 'search: 下载 (anonymous → login)',
    path: `/search?k=${encodeURIComponent(startQuery)}`,
    act: (page) => page.getByRole('button', { name: '下载', exact: true }).first().click(),
    effect: (page, timeout) => within(timeout, async () => onLoginPage(page)),
  },
  {
    name: 'search: 引用 (citation dialog)',
    path: `/search?k=${encodeURIComponent(startQuery)}`,
    act: (page) => page.getByRole('button', { name: '引用', exact: true }).first().click(),
    effect: (page, timeout) => within(timeout, () => dialogOpen(page)),
  },
  {
    name: 'search: 批量引用 with nothing selected',
    path: `/search?k=${encodeURIComponent(startQuery)}`,
    act: (page) => page.getByRole('button', { name: '批量引用', exact: true }).click(),
    effect: (page, timeout) => within(timeout, () => page.getByText('请选择文献').first().isVisible()),
  },
  {
    // The third row hydrates when seen or used (its checkbox's click hydrates it): the tick must reach the selection.
    name: 'search: tick the third result',
    path: `/search?k=${encodeURIComponent(startQuery)}`,
    act: (page) => page.getByRole('article').nth(2).getByRole('checkbox').click(),
    effect: (page, timeout) =>
      within(timeout, async () => /已选\s*1\s*篇/.test(await selectionBar(page).textContent())),
  },
  {
    // The facets hydrate when used: the tick filters the results.
    name: 'search: tick the year 2025',
    path: `/search?k=${encodeURIComponent(startQuery)}`,
    act: (page) => page.getByRole('checkbox', { name: /^2025/ }).click(),
    effect: (page, timeout) => within(timeout, async () => new URL(page.url()).searchParams.get('f_Y') === '2025'),
  },
  {
    name: 'search: 意见反馈 (feedback dialog)',
    path: `/search?k=${encodeURIComponent(startQuery)}`,
    act: (page) => page.getByRole('button', { name: '意见反馈', exact: true }).click(),
    effect: (page, timeout) => within(timeout, () => dialogOpen(page)),
  },
  {
    name: 'document: 引用 (citation dialog)',
    path: documentPath,
    act: (page) => page.getByRole('main').getByRole('button', { name: '引用', exact: true }).click(),
    effect: (page, timeout) => within(timeout, () => dialogOpen(page)),
  },
  {
    name: 'document: 下载 (anonymous → login)',
    path: documentPath,
    act: (page) => page.getByRole('main').getByRole('button', { name: '下载', exact: true }).click(),
    effect: (page, timeout) => within(timeout, async () => onLoginPage(page)),
  },
  {
    name: 'journal: 意见反馈 (feedback dialog)',
    path: '/journal',
    act: (page) => page.getByRole('button', { name: '意见反馈', exact: true }).click(),
    effect: (page, timeout) => within(timeout, () => dialogOpen(page)),
  },
  {
    name: 'chat: choose 翻译, type a text, press Enter',
    path: '/chat',
    typed: typedQuery,
    act: async (page) => {
      await page.getByRole('radio', { name: '翻译', exact: true }).click();
      await page.getByRole('textbox', { name: '输入内容' }).pressSequentially(typedQuery);
      await page.keyboard.press('Enter');
    },
    // The text is sent in the mode chosen before it, not in the page's first (问答).
    effect: (page, timeout) =>
      within(timeout, async () => new URL(page.url()).searchParams.get('mode') === 'translate' && !!chatText(page)),
    arrived: async (page) => chatText(page),
  },
  {
    name: 'account: type account and password, press 登录',
    path: '/account',
    typed: '13800000001',
    act: async (page) => {
      await page.getByRole('textbox', { name: '手机号/账号' }).pressSequentially('13800000001');
      await page.getByRole('textbox', { name: '密码' }).pressSequentially('Wenxian@2025');
      await page.getByRole('button', { name: '登录', exact: true }).click();
    },
    effect: (page, timeout) => within(timeout, async () => !onLoginPage(page)),
    // The login went through with what was typed only if it left the login page; then every key arrived.
    arrived: async (page) => (onLoginPage(page) ? '' : '13800000001'),
  },
];

/** Characters of `typed` missing from `arrived` (0 when the text arrived whole). */
export function lostKeys(typed, arrived) {
  let same = 0;
  while (same < typed.length && typed[same] === arrived[same]) same += 1;
  return typed.length - same;
}

/**
 * Watches the page from its first script (given to `page.addInitScript`): when the visitor's first input
 * reached it and when React marked it hydrated; at hydration it reports both with the first contentful paint to
 * `window.firstSecondsReport` (a binding the caller exposes), all in milliseconds since the page's start.
 * Then it reports once more, `{ slowestInputAnswer, firstInput }`: of the inputs made before the page hydrated, the
 * longest from an input to the frame that showed its effect (the Event Timing API's duration, an interaction's latency
 * as INP counts it; 0 when every one was answered within 16 ms, the API's floor), and when the first input reached
 * the page, before or after it hydrated. Those inputs' frames may come after the hydration, so this report waits two
 * frames and a tenth of a second, or comes as the page is left.
 */
export function watchFirstSeconds() {
  const w = window;
  for (const type of ['pointerdown', 'keydown']) {
    w.addEventListener(type, () => void (w.__firstInputAt ??= performance.now()), { capture: true, once: true });
  }
  let hydratedAt = Infinity;
  let slowestInputAnswer = 0;
  const note = (entries) => {
    for (const entry of entries)
      if (entry.interactionId > 0 && entry.startTime < hydratedAt)
        slowestInputAnswer = Math.max(slowestInputAnswer, entry.duration);
  };
  const answers = new PerformanceObserver((list) => note(list.getEntries()));
  answers.observe({ type: 'event', durationThreshold: 16, buffered: true });
  let answersReported = false;
  const reportAnswers = () => {
    if (answersReported) return;
    answersReported = true;
    note(answers.takeRecords());
    answers.disconnect();
    w.firstSecondsReport?.({ slowestInputAnswer, firstInput: w.__firstInputAt });
  };
  new MutationObserver((_, observer) => {
    if (!document.documentElement.dataset.hydrated) return;
    observer.disconnect();
    hydratedAt = performance.now();
    // In a trace, the moment as a mark (browserProfiles/pageTrace.mjs cuts its spans there).
    performance.mark('page-hydrated');
    w.firstSecondsReport?.({
      hydrated: hydratedAt,
      input: w.__firstInputAt,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    });
    w.addEventListener('pagehide', reportAnswers, { once: true });
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(reportAnswers, 100)));
    // The init script runs before the document has its root element: the whole document is watched.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

/**
 * The page's two reports (watchFirstSeconds, installed here with the binding it reports to; call before the page is
 * opened): `reported`, its times at hydration (the first page's only: a page the journey goes on to reports again),
 * and `answered()`, the slowest answer to an input made before it hydrated and when the first input reached it,
 * reported a little later (undefined when the page was left unreported or `waitMs` ran out).
 */
export async function firstSecondsReports(page, waitMs = 20_000) {
  let hydrated;
  let answeredInputs;
  const reported = new Promise((resolve) => (hydrated = resolve));
  const answers = new Promise((resolve) => (answeredInputs = resolve));
  await page.exposeFunction('firstSecondsReport', (report) =>
    'slowestInputAnswer' in report ? answeredInputs(report) : hydrated(report),
  );
  await page.addInitScript(watchFirstSeconds);
  // Asked for once the first report has come: bounded, as a page left unreported sends nothing more.
  const answered = () => Promise.race([answers, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  return { reported, answered };
}

/**
 * The page's HTML without the early-input recorder: the reference "before" of the same run. A visitor's page is
 * shared (no nonce: its scripts are allowed by their hashes), a member's carries the answer's nonce.
 */
export const withoutRecorder = (html) =>
  html.replace(/<script(?: nonce="[^"]*")?>\(function recordEarlyInput[\s\S]*?<\/script>/, '');
