import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { checkOrderStates, messages, pageLabels, productLabels, shellLabels } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { NEW_USER_DIALOG_COOKIE } from '../../src/features/session/sessionCookies';
import { downloadedText, useBrowser } from '../harness/browser';

const site = useBrowser();
const T = productLabels.thesis;
const N = productLabels.novelty;
const R = productLabels.readingMonth;
const A = productLabels.activity;

/** Logs in through the login page and comes back to `path`. */
async function loginTo(page: Page, mobile: string, path: string) {
  // These members have seen the new-user coupon welcome in this browser before (accounts/registration.e2e.ts covers it).
  await page.context().addCookies([{ name: NEW_USER_DIALOG_COOKIE, value: '1', url: site.baseUrl() }]);
  await page.goto(site.baseUrl() + '/account?serve=' + encodeURIComponent(site.baseUrl() + path));
  await page.getByLabel(pageLabels.login.account, { exact: true }).fill(mobile);
  await page.getByLabel(pageLabels.login.password, { exact: true }).fill(SIM_PASSWORD);
  await page.getByRole('button', { name: pageLabels.login.submit }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

describe('products journeys', () => {
  it('orders a thesis detection, pays it from the balance, watches it advance and downloads a report quoting the paper', async () => {
    const page = await site.newPage();
    // Members only: the first response for a visitor is a redirect to login.
    const first = await fetch(site.baseUrl() + '/product/thesisdetection', { redirect: 'manual' });
    expect(first.status).toBe(302);

    await loginTo(page, '13800000001', '/product/thesisdetection/version1');
    const own = '本研究设计了一套面向高校图书馆的座位预约与信用积分管理机制，并在三所高校开展了为期一年的试点。';
    await page.getByLabel(T.paperTitle, { exact: true }).fill('高校图书馆座位预约机制研究');
    await page.getByLabel(T.paperAuthor, { exact: true }).fill('李华');
    await page.getByLabel(T.upload, { exact: true }).setInputFiles({
      name: '论文.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${own}\n结论部分总结了试点效果与推广建议。`),
    });
    await page.getByRole('button', { name: T.submitOrder }).click();
    await page.waitForURL(/\/product\/thesisdetection\/version1\/order\?id=OD/);

    // The member's 20-yuan new-user coupon is a recharge coupon (doc 001 §4), so this order offers none; the
    // balance pays it.
    await expect.poll(() => page.getByLabel(T.chooseCoupon).locator('option').allTextContents()).toEqual([T.noCoupon]);
    await page.getByRole('button', { name: T.payBalance }).click();
    const state = page.getByRole('status').filter({ hasText: /排队中|检测中|检测完成/ });
    await state.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: checkOrderStates.checking.stateName })
      .or(page.getByRole('status').filter({ hasText: checkOrderStates.done.stateName }))
      .first()
      .waitFor();
    await page.getByRole('status').filter({ hasText: checkOrderStates.done.stateName }).waitFor();

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: T.downloadReport }).click();
    const report = await downloaded;
    const text = await downloadedText(report);
    expect(text).toContain(own);
    expect(text).toContain('高校图书馆座位预约机制研究');
  });

  it('applies for a novelty search in three steps and finds it in 我的订单', async () => {
    const page = await site.newPage();
    await loginTo(page, '13800000002', '/product/noveltysearch/basicInformation');
    // A step refuses what is missing and keeps what was typed.
    await page.getByLabel(N.form.projectName, { exact: true }).fill('基于深度学习的遥感影像变化检测');
    await page.getByRole('button', { name: N.next }).click();
    await page.getByText(productLabels.forms.errors.purposeRequired).waitFor();
    await expect(page.getByLabel(N.form.projectName, { exact: true }).inputValue()).resolves.toBe(
      '基于深度学习的遥感影像变化检测',
    );
    await page.getByLabel(N.form.purpose, { exact: true }).selectOption('立项查新');
    await page.getByLabel(N.form.scope, { exact: true }).selectOption('国内外');
    await page.getByRole('button', { name: N.next }).click();
    await page.waitForURL(/newcheckpoint/);
    await page
      .getByLabel(N.form.checkpoints, { exact: true })
      .fill('提出一种融合注意力机制的双时相遥感影像变化检测网络');
    await page.getByLabel(N.form.keywords, { exact: true }).fill('遥感影像，变化检测，深度学习');
    await page.getByRole('button', { name: N.next }).click();
    await page.waitForURL(/newInformation/);
    await page.getByLabel(N.form.contactName, { exact: true }).fill('王芳');
    await page.getByLabel(N.form.contactPhone, { exact: true }).fill('13800000002');
    await page.getByRole('button', { name: N.form.submit }).click();
    await page.waitForURL(/\/product\/noveltysearch\/myorder$/);
    const orders = page.getByRole('table', { name: N.title });
    await orders.getByText('基于深度学习的遥感影像变化检测').waitFor();
    await expect(orders.getByText('待受理').count()).resolves.toBe(1);
    await page
      .getByRole('navigation', { name: shellLabels.layout.serviceNav })
      .getByRole('link', { name: messages.productNav.myOrders })
      .waitFor();
  });

  it('answers the reading-month quiz, sees the points and exchanges them', async () => {
    const page = await site.newPage();
    await loginTo(page, '13800000004', '/activity/readingmonth/answerpage');
    await page.getByRole('button', { name: R.startQuiz }).click();
    const quiz = page.getByRole('form', { name: R.quizTitle });
    const groups = quiz.getByRole('group');
    await groups.first().waitFor();
    for (const group of await groups.all()) await group.getByRole('radio').first().check();
    await quiz.getByRole('button', { name: R.submitAnswers }).click();
    const result = page.getByRole('status').filter({ hasText: /答对 \d\/5 题，获得 \d+ 积分/ });
    await result.waitFor();
    const earned = Number(/获得 (\d+) 积分/.exec((await result.textContent()) ?? '')?.[1]);
    // Every question now shows its right answer.
    await expect(quiz.getByText(new RegExp(R.correctAnswer)).count()).resolves.toBe(5);

    // A friend accepting the invitation adds 50 points, enough for the 5-yuan check coupon (50 points).
    await page.goto(site.baseUrl() + '/activity/readingmonth/invitefriends');
    const code = (await page.getByText(/^RM/).first().textContent())?.trim() ?? '';
    const friend = await site.newPage();
    await loginTo(friend, '13800000005', `/activity/readingmonth/invitefriends?code=${code}`);
    await friend
      .getByRole('status')
      .filter({ hasText: R.invited(0) })
      .waitFor();
    await expect
      .poll(async () => {
        await page.reload();
        // The count is asked for once the page knows the member: wait for it before reading it.
        const status = page.getByRole('status').filter({ hasText: R.invited(0).split(' ')[0] });
        await status.waitFor();
        return status.filter({ hasText: R.invited(1) }).count();
      })
      .toBe(1);

    await page.goto(site.baseUrl() + '/activity/readingmonth/points');
    const points = page.getByTestId('points');
    await expect.poll(async () => Number(await points.textContent())).toBe(earned + 50);
    await page.getByRole('button', { name: `${R.exchange} 论文检测5元券` }).click();
    await page.getByRole('status').filter({ hasText: R.exchanged }).waitFor();
    await expect.poll(async () => Number(await points.textContent())).toBe(earned);
  });

  it('claims an activity coupon once; a second claim is refused with a message', async () => {
    const page = await site.newPage();
    await loginTo(page, '13800000003', '/activity/readingmonth');
    const stale = await page.context().newPage();
    await stale.goto(site.baseUrl() + '/activity/readingmonth');
    await page.getByRole('button', { name: A.claimCoupon }).click();
    await page.getByRole('status').filter({ hasText: A.claimSuccess }).waitFor();
    await page.getByRole('button', { name: A.claimed }).waitFor();
    // The other tab still offers the button: the server refuses the second claim.
    await stale.getByRole('button', { name: A.claimCoupon }).click();
    await stale.getByRole('status').filter({ hasText: '您已领取过该优惠券' }).waitFor();
  });
});
