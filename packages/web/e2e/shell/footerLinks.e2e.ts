import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const T = shellLabels.sideToolbar;

/**
 * Each footer link of the site's own pages by its words, and the heading of the page it must land on (the
 * page's own name where it words the topic more fully: 知识发现 the 主题检索 of subjects). A link to the news list or
 * the agreement says the page's own name (新闻资讯, 用户服务协议).
 */
const footerLanding: readonly (readonly [link: string, heading: string])[] = [
  ['公司简介', '公司简介'],
  ['联系我们', '联系我们'],
  ['新闻资讯', '新闻资讯'],
  ['常见问题', '常见问题'],
  ['使用指南', '使用指南'],
  ['高级检索', '高级检索'],
  ['版权合作', '版权合作'],
  ['机构开通', '机构开通'],
  ['用户服务协议', '用户服务协议'],
  ['隐私政策', '隐私政策'],
  ['论文检测', '论文检测'],
  ['知识发现', '主题检索'],
  ['功能更新', '功能更新'],
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

describe('the footer on a page shorter than the window', () => {
  it('/batchquote (no header): the window below the footer is the footer’s colour, no white strip', async () => {
    const page = await site.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(site.baseUrl() + '/batchquote');
    await page.waitForSelector('html[data-hydrated]');
    const footer = page.locator('footer').first();
    await footer.waitFor();
    const box = await footer.boundingBox();
    expect(box && box.y + box.height, 'the page is shorter than the window').toBeLessThan(890);
    const footerColour = await footer.evaluate((el) => getComputedStyle(el).backgroundColor);
    // The painted pixel 5 px above the window's bottom edge, read back through a canvas.
    const png = await page.screenshot({ clip: { x: 20, y: 895, width: 1, height: 1 } });
    const painted = await page.evaluate(
      async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 1;
        canvas.height = 1;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        const [r, g, b] = context?.getImageData(0, 0, 1, 1).data ?? [];
        return `rgb(${r}, ${g}, ${b})`;
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    expect(painted).toBe(footerColour);
  });
});

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
