import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { aiLabels, messages, searchBoxLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const C = aiLabels.chat;
const answerBubble = (page: Page) =>
  page.getByRole('log', { name: C.conversationLabel }).getByRole('article', { name: C.assistant }).last();

/** Logs the personal member in through the login page and comes back to `returnTo`. */
async function logIn(page: Page, returnTo: string) {
  // The form works once the page has hydrated: the harness's `goto` waits for that.
  await site.loginAt(page, '13800000002', returnTo);
}

describe('WeResearch journeys', () => {
  it('a member asks from the home page: the answer streams with references, a reference opens its document, regenerate, feedback, history, rename, delete', async () => {
    const page = await site.newPage();
    await logIn(page, '/');
    await page.getByRole('textbox', { name: searchBoxLabels.inputLabel }).fill('数字经济');
    await page.getByRole('button', { name: messages.search.aiSearch }).click();
    await page.waitForURL(/\/WeResearch\/[^/]+\/chat$/);
    const chatUrl = page.url();

    // Streams: text grows while the answer is busy, then settles with actions and numbered references.
    const answer = answerBubble(page);
    await expect.poll(() => answer.getAttribute('aria-busy')).toBe('true');
    await expect.poll(async () => (await answer.innerText()).length).toBeGreaterThan(20);
    await answer.getByRole('button', { name: C.regenerate }).waitFor();
    const first = await answer.innerText();
    expect(first).toContain('[1]');
    const references = answer.getByRole('group', { name: C.references });
    const reference = references.getByRole('link').first();
    const href = await reference.getAttribute('href');
    expect(href).toMatch(/^\/doc\//);
    await reference.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.goto(chatUrl);

    const saved = answerBubble(page);
    await saved.getByRole('button', { name: C.regenerate }).click();
    await expect.poll(() => answerBubble(page).getAttribute('aria-busy')).toBe('true');
    await answerBubble(page).getByRole('button', { name: C.like }).waitFor();
    expect(await answerBubble(page).innerText()).not.toBe(first);
    await answerBubble(page).getByRole('button', { name: C.like }).click();
    await expect
      .poll(() => answerBubble(page).getByRole('button', { name: C.like }).getAttribute('aria-pressed'))
      .toBe('true');

    await page.goto(`${site.baseUrl()}/WeResearch/history`);
    const list = page.getByRole('list', { name: aiLabels.conversations.label });
    await list.getByRole('link', { name: '数字经济' }).waitFor();
    // Times read as the site writes them (Beijing, to the minute), never the server's raw ISO text.
    const updated = await list.getByText(aiLabels.conversations.updatedAt).first().innerText();
    expect(updated).toMatch(/^更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await list.getByRole('button', { name: `${aiLabels.conversations.rename} 数字经济` }).click();
    await page.getByRole('textbox', { name: aiLabels.conversations.renameLabel('数字经济') }).fill('数字经济与乡村');
    await page.keyboard.press('Enter');
    await list.getByRole('link', { name: '数字经济与乡村' }).waitFor();
    await page.reload();
    await list.getByRole('link', { name: '数字经济与乡村' }).waitFor();
    await list.getByRole('button', { name: `${aiLabels.conversations.delete} 数字经济与乡村` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: aiLabels.conversations.delete }).click();
    // The side bar's recent list says it too: the page's own list is in <main>.
    await page.getByRole('main').getByText(aiLabels.conversations.empty).waitFor();
  });

  it('an anonymous visitor asking is sent to login with the question kept for the return', async () => {
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/WeResearch`);
    await page.getByRole('textbox', { name: aiLabels.weResearch.heading }).fill('碳中和');
    await page.getByRole('button', { name: C.send }).click();
    await page.waitForURL(/\/account\?serve=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('serve') ?? '')).toMatch(
      /\/WeResearch\?key=碳中和$/,
    );
  });

  it('a stream cut off halfway reconnects and resumes the stored answer from where it broke', async () => {
    const page = await site.newPage();
    await logIn(page, '/WeResearch');
    // The server answers in full (and stores the answer); the network delivers only its first events.
    let arrivedText = '';
    await page.route('**/rweb/we-search/conversations/*/messages', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      const events = (await response.text()).split('\n\n').filter(Boolean).slice(0, 6);
      arrivedText = events
        .map((e) => JSON.parse(e.replace(/^[\s\S]*?data: /, '')) as { type: string; content?: string })
        .map((e) => (e.type === 'delta' ? (e.content ?? '') : ''))
        .join('');
      await route.fulfill({ status: 200, contentType: 'text/event-stream', body: `${events.join('\n\n')}\n\n` });
    });
    await page.getByRole('textbox', { name: aiLabels.weResearch.heading }).fill('碳中和');
    await page.getByRole('button', { name: C.send }).click();
    await page.waitForURL(/\/chat$/);
    await answerBubble(page)
      .getByRole('status')
      .filter({ hasText: C.reconnectingAttempt(1) })
      .waitFor();
    expect(arrivedText.length).toBeGreaterThan(0);
    await answerBubble(page).getByRole('button', { name: C.regenerate }).waitFor();
    const resumed = await answerBubble(page).innerText();
    expect(resumed).toContain(arrivedText.trim().slice(0, 8));
    expect(resumed).toContain('[1]');
    // What the page shows is the stored answer: a reload shows the same text.
    await page.unroute('**/rweb/we-search/conversations/*/messages');
    await page.reload();
    expect((await answerBubble(page).innerText()).length).toBeGreaterThan(arrivedText.length);
  });

  it('a stream that fails halfway shows what arrived and a retry that completes the answer', async () => {
    const page = await site.newPage();
    await logIn(page, '/WeResearch');
    // The network cuts the first answer after a few pieces (no closing event).
    const cut = ['{"type":"delta","content":"根据平台"}', '{"type":"delta","content":"收录的文献，"}']
      .map((d) => `data: ${d}\n\n`)
      .join('');
    await page.route('**/rweb/we-search/conversations/*/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 200, contentType: 'text/event-stream', body: cut })
        : route.fallback(),
    );
    await page.getByRole('textbox', { name: aiLabels.weResearch.heading }).fill('乡村振兴');
    await page.getByRole('button', { name: C.send }).click();
    await page.waitForURL(/\/chat$/);
    // The page first tries to reconnect (the server never got this question, so there is nothing to resume).
    await answerBubble(page)
      .getByRole('status')
      .filter({ hasText: C.reconnectingAttempt(1) })
      .waitFor();
    const alert = answerBubble(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(C.failed);
    expect(await answerBubble(page).innerText()).toContain('根据平台收录的文献');
    await page.unroute('**/rweb/we-search/conversations/*/messages');
    await answerBubble(page).getByRole('button', { name: C.retry }).click();
    await answerBubble(page).getByRole('button', { name: C.regenerate }).waitFor();
    expect(await answerBubble(page).innerText()).toContain('乡村振兴');
  });
});

describe('AI assistant and manuscript check', () => {
  it('/chat streams an answer and writes a topic analysis from the corpus', async () => {
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/chat?mode=conversation&q=${encodeURIComponent('深度学习')}`);
    const streamed = page.getByRole('article', { name: C.assistant });
    await expect.poll(async () => (await streamed.innerText()).length).toBeGreaterThan(20);
    await page.goto(`${site.baseUrl()}/chat?mode=analysis&q=${encodeURIComponent('数字经济')}`);
    await page.getByText(/相关文献：\d+ 篇/).waitFor();
  });

  it('/chat: after 翻译 and 提取关键词, a question asked in 问答 streams its whole answer', async () => {
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/chat`);
    const A = aiLabels.assistant;
    const box = page.getByRole('textbox', { name: A.inputLabel });
    await page.getByRole('radio', { name: A.modes.translate }).click();
    await box.fill('深度学习在图像识别中的应用');
    await page.keyboard.press('Enter');
    await page.getByText('Application of deep learning to image recognition.').waitFor();
    await page.getByRole('radio', { name: A.modes.keywords }).click();
    await page.getByRole('region', { name: A.keywordsHeading }).getByRole('link', { name: '深度学习' }).waitFor();
    await page.getByRole('radio', { name: A.modes.conversation }).click();
    const answer = page.getByRole('article', { name: C.assistant });
    await expect.poll(() => answer.getAttribute('aria-busy')).toBe('true');
    // A new question while the first answer arrives: its own answer streams and settles whole.
    await box.fill('数字经济');
    await page.keyboard.press('Enter');
    await page.getByRole('article', { name: C.you }).getByText('数字经济', { exact: true }).waitFor();
    await expect.poll(() => answer.getAttribute('aria-busy')).toBe('false');
    const text = await answer.innerText();
    expect(text).not.toContain(C.stopped);
    expect(text).toContain('[1]');
  });

  it('/chat downloads its bubbles (the markdown renderer, the sanitizer) when the visitor turns to the question box, not with the page', async () => {
    const page = await site.newPage();
    const bubbleCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ChatBubble-[^/]*\.js$/.test(request.url())) bubbleCode.push(request.url());
    });
    await page.goto(`${site.baseUrl()}/chat`);
    expect(bubbleCode).toEqual([]);
    const box = page.getByRole('textbox', { name: aiLabels.assistant.inputLabel });
    await box.focus();
    await expect.poll(() => bubbleCode.length).toBeGreaterThan(0);
    await box.fill('数字经济');
    await page.keyboard.press('Enter');
    await page.getByRole('article', { name: C.you }).getByText('数字经济', { exact: true }).waitFor();
    await expect
      .poll(async () => (await page.getByRole('article', { name: C.assistant }).innerText()).length)
      .toBeGreaterThan(20);
  });

  it('/chat whose bubbles cannot be downloaded reloads once, then shows the error page (doc 000 §8)', async () => {
    const page = await site.newPage();
    await page.route(/\/assets\/ChatBubble-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${site.baseUrl()}/chat`);
    let loads = 0;
    page.on('load', () => void (loads += 1));
    await page.getByRole('textbox', { name: aiLabels.assistant.inputLabel }).fill('数字经济');
    await page.keyboard.press('Enter');
    await expect.poll(() => loads).toBe(1);
    // Reloaded, the answer's bubbles fail again within the minute: the page says so instead of waiting for ever.
    await page.getByRole('heading', { level: 1, name: messages.errorPage.genericTitle }).waitFor();
    expect(loads).toBe(1);
  });

  it('a manuscript upload gives a report with recommended journals ranked by match', async () => {
    const page = await site.newPage();
    await logIn(page, '/prequalification');
    const M = aiLabels.manuscript;
    await page.getByText(M.sizeHint(20)).waitFor();
    const docx = readFileSync(new URL('../../../simulation/src/test/fixtures/manuscript.docx', import.meta.url));
    await page.getByLabel(M.uploadLabel).setInputFiles({
      name: '稿件.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    await page.getByRole('button', { name: M.submit }).click();
    await page.waitForURL(/\/prequalification\/report\?id=/);
    await page.getByRole('heading', { name: `${M.reportHeading}：基于图神经网络的推荐系统优化方法` }).waitFor();
    const journals = page.getByRole('region', { name: M.journals });
    await journals.getByRole('meter').first().waitFor();
    const scores = await journals
      .getByRole('meter')
      .evaluateAll((meters) => meters.map((m) => Number(m.getAttribute('value'))));
    expect(scores.length).toBeGreaterThan(0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await page.getByText('参考文献仅 2 条').waitFor();
  });
});
