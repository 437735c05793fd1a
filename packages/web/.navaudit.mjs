import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ javaScriptEnabled: false });
const p = await ctx.newPage();
for (const path of process.argv.slice(2)) {
  await p.goto('http://127.0.0.1:4403' + path);
  const d = await p.evaluate(() => {
    const hs = [...document.querySelectorAll('h1,h2,h3')];
    const by = {};
    for (const h of hs) { const t = h.textContent.trim(); (by[t] ??= []).push(h.tagName + ' < ' + [h.parentElement, h.parentElement?.parentElement, h.parentElement?.parentElement?.parentElement].map(e => e && (e.tagName + (e.getAttribute('aria-label') ? '[' + e.getAttribute('aria-label') + ']' : '') + (e.id ? '#' + e.id : ''))).join(' < ')); }
    return Object.entries(by).filter(([, v]) => v.length > 1);
  });
  console.log(path, JSON.stringify(d, null, 1));
}
await b.close();
