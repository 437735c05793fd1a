import { describe, expect, it } from 'vitest';
import { accountLabels, dialogLabels, messages, shellLabels } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { useBrowser } from '../harness/browser';
import { accountSteps } from './accountSteps';

const site = useBrowser();
const { logIn } = accountSteps(site.baseUrl);

describe('an old-site user’s migration', () => {
  // 暂不迁移 sets isMigrate=0 (doc 000 §4.6), and the dialog must then stay away on every load.
  // Before 确认迁移 below, which migrates this user for the rest of the run.
  it('an old-site user who chooses 暂不迁移 is not asked again on the next pages', async () => {
    const page = await site.newPage();
    await logIn(page, '13800000008', SIM_PASSWORD);
    const dialog = page.getByRole('dialog', { name: dialogLabels.migration.title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: messages.migration.decline }).click();
    await dialog.waitFor({ state: 'detached' });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'isMigrate')?.value).toBe('0');
    for (const path of ['/', '/journal', '/']) {
      await page.goto(site.baseUrl() + path);
      await page.getByRole('button', { name: new RegExp(shellLabels.header.personalMenu) }).waitFor();
      // The check runs after hydration; give it the time a dialog would need to open.
      await page.waitForTimeout(1500);
      await expect(dialog.count()).resolves.toBe(0);
    }
  });

  it('an old-site user sees the migration dialog; 确认迁移 → 数据迁移成功, and it does not come back', async () => {
    const page = await site.newPage();
    await logIn(page, '13800000008', SIM_PASSWORD);
    // The old site's 128.5 coins are shown before moving; the wallet holds 10.
    const dialog = page.getByRole('dialog', { name: dialogLabels.migration.title });
    await dialog.getByText('128.5').waitFor();
    await page.getByRole('button', { name: messages.migration.confirm }).click();
    await page.getByText(messages.migration.success).waitFor();
    // The coins moved into the wallet (the old balance is 0) with a bill entry saying so.
    await page.goto(site.baseUrl() + '/personalcenter/mybalance');
    await page.getByText(accountLabels.pages.pay.balance(138.5)).first().waitFor();
    await page.goto(site.baseUrl() + '/personalcenter/bill');
    await page.getByText('旧站阅读币迁移').first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: new RegExp(shellLabels.header.personalMenu) }).waitFor();
    await expect(page.getByRole('button', { name: messages.migration.confirm }).count()).resolves.toBe(0);
    // The other data is kept (doc 001 §4) and now shows: the old site's 12 journal favourites are in 我的收藏.
    await page.goto(site.baseUrl() + '/subscription/collect');
    const collected = page.getByRole('region', { name: accountLabels.pages.collect.title });
    await collected.getByRole('link', { name: '计算机学报' }).waitFor();
    await expect(collected.getByRole('listitem').count()).resolves.toBeGreaterThan(1);
  });
});
