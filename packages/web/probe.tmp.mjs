import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const ctx = await browser.newContext();
const page = await ctx.newPage();
const base = 'http://127.0.0.1:3291';
for (const u of ['/newsInformation/detail']) { const r = await page.request.get(base + u); console.log('anon', u, r.status()); }
await page.goto(base + '/account?serve=%2F');
await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
await page.getByLabel('手机号/账号', { exact: true }).fill('13800000004');
await page.getByLabel('密码', { exact: true }).fill('Wenxian@2025');
await page.getByRole('button', { name: '登录' }).last().click();
await page.waitForURL((u) => u.pathname === '/');
for (const u of ['/newsInformation/detail', '/newsInformation/list']) { const r = await page.request.get(base + u); const t = await r.text(); console.log('member', u, r.status(), /<main[^>]*>([\s\S]{0,300})/.exec(t)?.[1].replace(/<[^>]+>/g,' ')); }
await browser.close();
