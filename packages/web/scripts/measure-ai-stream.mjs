#!/usr/bin/env node
// WeResearch streaming, on the production build served by the real Node server with its embedded
// simulation (30 ms a character, doc 000 §9): for RUNS questions asked in one conversation, the time from
// pressing Enter to the first streamed character on screen (median and spread), and the page's long tasks
// while the answer streams (PerformanceObserver 'longtask'; none may exceed 50 ms: the page stays responsive
// chunk after chunk). Each answer's SSE chunks (its `delta` events) and on-screen text updates are counted, so
// the report gives long tasks per chunk and the longest task of each answer.
// Usage: node packages/web/scripts/measure-ai-stream.mjs   (needs `pnpm --filter @wenxian/web build` first)
import { launchChromium, sampleTopics, spread, startSite } from './lighthouseRun.mjs';
import { portFor } from './freePort.mjs';

const RUNS = Number(process.env.RUNS ?? 10);
const PORT = await portFor('the site', process.env.PORT);
const LONG_TASK_MS = 50;
const questions = sampleTopics.slice(0, 10);

const { origin: site, stop } = await startSite(PORT);
const browser = await launchChromium();
try {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })).newPage();
  await page.goto(`${site}/account?serve=${encodeURIComponent('/WeResearch')}`);
  // The form works once the page has hydrated.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('手机号/账号', { exact: true }).fill('13800000002');
  await page.getByLabel('密码', { exact: true }).fill('Wenxian@2025');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === '/WeResearch');
  // The first question opens the conversation; the measured ones are asked inside it.
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: '有什么学术问题，直接问我' }).fill('人工智能');
  await page.getByRole('button', { name: '发送' }).click();
  await page.waitForURL(/\/chat$/);
  await page.getByRole('button', { name: '重新生成' }).last().waitFor({ timeout: 60_000 });

  const firstChar = [];
  const longTasks = [];
  const perAnswer = [];
  let streams = 0;
  page.on(
    'response',
    (response) =>
      void (response.url().endsWith('/messages') && response.request().method() === 'POST' && (streams += 1)),
  );
  // The SSE body of each answer, read once it ended: its delta events are the chunks the page received.
  const chunkCounts = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/messages') || request.method() !== 'POST') return;
    const body = (await (await request.response())?.text().catch(() => '')) ?? '';
    chunkCounts.push((body.match(/"type":"delta"/g) ?? []).length);
  });
  for (const question of questions.slice(0, RUNS)) {
    const answers = await page.getByRole('article', { name: 'WeResearch' }).count();
    await page.evaluate((before) => {
      const w = window;
      w.__longTasks = [];
      w.__updates = 0;
      w.__observer?.disconnect();
      w.__observer = new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => w.__longTasks.push({ duration: e.duration, at: e.startTime - w.__sentAt })),
      );
      w.__observer.observe({ type: 'longtask' });
      w.__firstChar = new Promise((resolve) => {
        const log = document.querySelector('[role="log"]');
        const check = () => {
          const answer = log?.querySelectorAll('article')[before * 2 + 1];
          // The text is the element after the speaker's name (before the first character: a status line).
          const text = answer?.children[1];
          if (answer && text?.tagName === 'DIV' && text.textContent) {
            observer.disconnect();
            resolve(performance.now() - w.__sentAt);
            // From the first character on, count the answer's text updates (one per paced reveal).
            new MutationObserver(() => void (w.__updates += 1)).observe(answer, {
              childList: true,
              subtree: true,
              characterData: true,
            });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(log, { childList: true, subtree: true, characterData: true });
      });
      document.addEventListener('keydown', () => void (w.__sentAt = performance.now()), { capture: true, once: true });
    }, answers);
    await page.getByRole('textbox', { name: '继续提问' }).fill(question);
    await page.keyboard.press('Enter');
    firstChar.push(await page.evaluate(() => window.__firstChar));
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[role="log"] article').length >= count &&
        document.querySelector('[role="log"]')?.getAttribute('aria-busy') === 'false',
      answers * 2 + 2,
      { timeout: 60_000 },
    );
    const { tasks, updates, settledAt } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      updates: window.__updates,
      settledAt: performance.now() - window.__sentAt,
    }));
    longTasks.push(...tasks.map((t) => t.duration));
    perAnswer.push({
      question,
      updates,
      longTasks: tasks.length,
      maxLongTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      // When each long task started (ms after Enter) and how long it ran, against when the answer settled.
      tasks: tasks.map((t) => `${Math.round(t.at)}+${Math.round(t.duration)}`).join(' '),
      settledMs: Math.round(settledAt),
    });
  }
  await page.waitForTimeout(500);
  perAnswer.forEach((answer, i) => (answer.chunks = chunkCounts[i + 1] ?? null));
  // The same page idle for as long as one answer streams: long tasks here come from the machine's load, not the stream.
  const idle = await page.evaluate(async (ms) => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    await new Promise((resolve) => setTimeout(resolve, ms));
    observer.disconnect();
    return tasks;
  }, 10_000);
  const over = longTasks.filter((d) => d > LONG_TASK_MS);
  console.log(
    JSON.stringify(
      {
        runs: firstChar.length,
        streams,
        perAnswer,
        firstCharacterMs: spread(firstChar),
        longTasksWhileStreaming: {
          count: longTasks.length,
          over50ms: over.length,
          maxMs: Math.round(Math.max(0, ...longTasks)),
          perChunk:
            Math.round(
              (longTasks.length /
                Math.max(
                  1,
                  perAnswer.reduce((sum, a) => sum + (a.chunks ?? 0), 0),
                )) *
                1000,
            ) / 1000,
        },
        longTasksIdle10s: {
          count: idle.length,
          over50ms: idle.filter((d) => d > LONG_TASK_MS).length,
          maxMs: Math.round(Math.max(0, ...idle)),
        },
        loadAverage: (await import('node:os')).loadavg()[0],
      },
      null,
      2,
    ),
  );
  process.exitCode = over.length === 0 ? 0 : 1;
} finally {
  await browser.close();
  stop();
}
