import { describe, expect, it } from 'vitest';
import { accountLabels, entityLabels, messages } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { useBrowser } from '../harness/browser';
import { accountSteps } from './accountSteps';

const site = useBrowser();
const { register, logIn } = accountSteps(site.baseUrl);
const F = accountLabels.fields;
const A = accountLabels.actions;

describe('a member’s subscriptions and records', () => {
  it('saves a search with an alert and sees it under /subscription', async () => {
    const page = await site.newPage();
    await logIn(page, '13800000004', SIM_PASSWORD);
    await page.goto(site.baseUrl() + '/subscription/searches');
    await page.getByText(messages.loader.empty).waitFor();
    await page.getByLabel(F.searchName, { exact: true }).fill('碳中和追踪');
    await page.getByLabel(F.expression, { exact: true }).fill('碳中和');
    await page.getByRole('button', { name: A.addSearch }).click();
    await page.getByRole('button', { name: A.alertOff }).waitFor();
    await page.goto(site.baseUrl() + '/subscription');
    await page.getByText('碳中和追踪').waitFor();
  });

  it('follows and subscribes a journal, saves a search, and finds all three under /subscription', async () => {
    const page = await site.newPage();
    await register(page);
    await page.goto(site.baseUrl() + '/subscription');
    const overview = (title: string) => page.getByRole('region', { name: title });
    await overview(accountLabels.pages.myfocus.title).getByText(messages.loader.empty).waitFor();
    await overview(accountLabels.pages.mysubItem.title).getByText(messages.loader.empty).waitFor();

    await page.goto(site.baseUrl() + '/journal/J00001');
    const journal = '计算机学报';
    await page.getByRole('heading', { name: journal }).first().waitFor();
    await page.getByRole('button', { name: entityLabels.actions.follow, exact: true }).click();
    await page.getByText(entityLabels.actions.followed).first().waitFor();
    await page.getByRole('button', { name: entityLabels.actions.subscribe, exact: true }).click();
    await page.getByText(entityLabels.actions.subscribed).first().waitFor();
    // Done actions read as done (pressed) and undo on the same button; 收藏 then 取消收藏 leaves it uncollected.
    const E = entityLabels.actions;
    await page.getByRole('button', { name: E.followed, pressed: true }).waitFor();
    await page.getByRole('button', { name: E.subscribed, pressed: true }).waitFor();
    await page.getByRole('button', { name: E.collect, exact: true }).click();
    const collected = page.getByRole('button', { name: E.collected, pressed: true });
    await collected.click();
    await page.getByText(E.uncollected).first().waitFor();
    await page.getByRole('button', { name: E.collect, pressed: false }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: E.followed, pressed: true }).waitFor();
    await page.getByRole('button', { name: E.collect, pressed: false }).waitFor();

    await page.goto(site.baseUrl() + '/subscription/searches');
    await page.getByLabel(F.searchName, { exact: true }).fill('深度学习追踪');
    await page.getByLabel(F.expression, { exact: true }).fill('深度学习');
    await page.getByRole('button', { name: A.addSearch }).click();
    await page.getByText(A.searchSaved).first().waitFor();

    await page.goto(site.baseUrl() + '/subscription');
    await overview(accountLabels.pages.myfocus.title).getByText(journal).waitFor();
    await overview(accountLabels.pages.mysubItem.title).getByText(journal).waitFor();
    await overview(accountLabels.pages.searches.title).getByText('深度学习追踪').waitFor();
    await page.goto(site.baseUrl() + '/subscription/myfocus');
    await page.getByRole('main').getByText(journal).first().waitFor();

    // Two journals put in comparison are compared side by side on /subscription/compete.
    for (const id of ['J00001', 'J00002']) {
      await page.goto(site.baseUrl() + `/journal/${id}`);
      await page.getByRole('button', { name: E.compare, exact: true }).click();
      await page.getByText(E.compared).first().waitFor();
    }
    await page.goto(site.baseUrl() + '/subscription/compete');
    const table = page.getByRole('region', { name: accountLabels.pages.compete.table }).getByRole('table');
    await table.getByRole('columnheader', { name: journal }).waitFor();
    await expect(table.getByRole('columnheader').count()).resolves.toBe(3);
    await table.getByRole('rowheader', { name: entityLabels.journal.impactFactor }).waitFor();
    await expect(table.getByText(accountLabels.pages.compete.best).count()).resolves.toBeGreaterThan(0);
  });

  it('behaviour logs: a member’s search is kept and shows under 检索记录; page views go in batches of at most 10', async () => {
    const page = await site.newPage();
    await register(page);
    const views = page.waitForRequest((r) => r.url().endsWith('/behaviorLog/addRecord'));
    const searched = page.waitForResponse((r) => r.url().endsWith('/behaviorLog/addSearchRecord'));
    await page.goto(site.baseUrl() + '/search?k=' + encodeURIComponent('机器学习'));
    expect((await searched).request().postDataJSON()).toMatchObject({ expression: '机器学习' });
    // The page's view leaves within a second, in a batch of at most 10 events.
    const batch = (await views).postDataJSON() as { action: string; target: string }[];
    expect(batch.length).toBeGreaterThan(0);
    expect(batch.length).toBeLessThanOrEqual(10);
    expect(batch.map((e) => e.action)).toContain('view');
    await page.goto(site.baseUrl() + '/personalcenter/mylog?tab=search');
    const records = page.getByRole('region', { name: accountLabels.pages.mylog.searches });
    await expect(records.getByRole('link', { name: '机器学习' }).getAttribute('href')).resolves.toBe(
      '/search?k=' + encodeURIComponent('机器学习'),
    );
  });
});
