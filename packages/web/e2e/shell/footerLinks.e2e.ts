import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const T = shellLabels.sideToolbar;

/**
 * Each footer link of the site's own pages by its words, and the heading of the page it must land on (the
 * page's own name where it words the topic more fully: 用户协议 is the 用户服务协议, 知识发现 the 主题检索 of
 * subjects, 新闻动态 the 新闻资讯 list).
 */
const footerLanding: readonly (readonly [link: string, heading: string])[] = [
  ['公司简介', '公司简介'],
  ['联系我们', '联系我们'],
  ['新闻动态', '新闻资讯'],
  ['常见问题', '常见问题'],
  ['使用指南', '使用指南'],
  ['高级检索', '高级检索'],
  ['版权合作', '版权合作'],
  ['机构开通', '机构开通'],
  ['用户协议', '用户服务协议'],
  ['隐私政策', '隐私政策'],
  ['论文检测', '论文检测'],
  ['知识发现', '主题检索'],
  ['功能更新', '功能更新'],
  ['服务条款', '用户服务协议'],
];

/** The page's main heading and its document title: the page the click lands on names itself by both. */
async function expectLanding(page: Page, heading: string): Promise<void> {
  // A client navigation changes the address before the new page replaces the old one: wait for the page.
  await expect
    .poll(async () => {
      const h1 = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      return `${(await h1.count()) ? (await h1.innerText()).trim() : ''} | ${(await page.title()).split(' - ')[0]}`;
    })
    .toBe(`${heading} | ${heading}`);
}

describe('footer and side toolbar lead where their words say', () => {
  it('every footer link, clicked from the home page, lands on the page its words name', async () => {
    const page = await site.newPage();
    // A member: 论文检测 is members-only (doc 000 §6) and would show the login page to a visitor.
    await site.logInFromHome(page, '13800000002');
    const footer = page.locator('footer').first();
    // Reached from the login page, which has no footer, by a client navigation: the footer's code comes then.
    await footer.getByRole('link').first().waitFor();
    const names = (await footer.getByRole('link').allInnerTexts()).map((text) => text.trim());
    for (const [link, heading] of footerLanding) {
      expect(names, `the footer has ${link}`).toContain(link);
      await page.goto(site.baseUrl() + '/');
      await footer.getByRole('link', { name: link, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname !== '/');
      await expectLanding(page, heading);
    }

    // 考试平台 is the exam platform's own site, in a new tab; 用户反馈 opens the feedback dialog.
    await page.goto(site.baseUrl() + '/');
    const exam = footer.getByRole('link', { name: '考试平台', exact: true });
    expect(new URL((await exam.getAttribute('href')) ?? '').host).not.toBe(new URL(site.baseUrl()).host);
    await expect(exam.getAttribute('target')).resolves.toBe('_blank');
    await footer.getByRole('button', { name: '用户反馈', exact: true }).click();
    await page.getByRole('dialog', { name: T.feedback }).waitFor();
  });

  it('the side toolbar: 在线咨询 opens the chat, 联系我们 the hotline, 操作指南 the guide, 意见反馈 the dialog', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/');
    const toolbar = page.getByRole('complementary', { name: T.label });

    const opened = page.waitForEvent('popup');
    await toolbar.getByRole('link', { name: T.onlineConsult }).click();
    const chat = await opened;
    await chat.waitForURL((url) => url.pathname === '/chat');
    await chat.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await chat.close();

    await toolbar.getByRole('button', { name: T.contact }).hover();
    const card = toolbar.getByRole('dialog', { name: T.contact });
    await card.getByText(T.hotline).waitFor();

    await toolbar.getByRole('button', { name: T.feedback }).click();
    const feedback = page.getByRole('dialog', { name: T.feedback });
    await feedback.waitFor();
    await feedback.getByRole('button', { name: '关闭' }).click();

    await toolbar.getByRole('link', { name: T.guide }).click();
    await page.waitForURL((url) => url.pathname === '/helpcenter/nav/application');
    await expectLanding(page, '使用指南');
  });
});
