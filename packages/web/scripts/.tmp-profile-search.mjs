import { launchChromium, sampleTopics, startSite } from './lighthouseRun.mjs';
const { origin: site, stop } = await startSite(3431);
const browser = await launchChromium();
const totals = new Map(); let all = 0;
try {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })).newPage();
  await page.goto(`${site}/search?k=${encodeURIComponent('研究')}`);
  await page.locator('html[data-hydrated]').waitFor();
  const input = page.getByRole('textbox', { name: '检索词' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  for (const text of sampleTopics.slice(0, 12)) {
    await input.fill(text);
    await cdp.send('Profiler.start');
    await input.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('k') === text);
    await page.waitForFunction(() => { const r = document.querySelector('section[aria-busy]'); return r && r.getAttribute('aria-busy') === 'false'; });
    await page.waitForTimeout(300);
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id); const f = n.callFrame;
      if (f.functionName === '(idle)' || f.functionName === '(program)') return;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\/assets\//, '')}:${f.lineNumber}`;
      totals.set(key, (totals.get(key) ?? 0) + (dt[i] ?? 0)); all += dt[i] ?? 0;
    });
  }
} finally { await browser.close(); await stop(); }
console.log('total busy ms per search', (all / 1000 / 12).toFixed(1));
const byFile = new Map();
for (const [k, v] of totals) { const f = k.split(' ')[1]?.split(':')[0] ?? ''; byFile.set(f, (byFile.get(f) ?? 0) + v); }
[...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, v]) => console.log((v / 1000 / 12).toFixed(2).padStart(7), 'ms', k));
console.log('---');
[...totals].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, v]) => console.log((v / 1000 / 12).toFixed(2).padStart(7), 'ms', k.slice(0, 120)));
