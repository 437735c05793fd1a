import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { bannerArtworkSize, siteBanners, siteBannersAt } from '@wenxian/domain';
import { advance, installFakeClock, untilTimerPending } from '../test/fakeClock';
import { BannerCarousel, type CarouselBanner } from './BannerCarousel';

/**
 * The site's own banners (domain promo/bannerSlides.ts); their artwork is served from packages/web/public/banners,
 * one of Storybook's static folders.
 */
const meta = {
  title: 'UI/Shell/BannerCarousel',
  component: BannerCarousel,
  args: { banners: [siteBanners.teachingAgent], pictureSize: bannerArtworkSize, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The title of the slide on show (its picture's alt text). */
const shownTitle = (canvas: Canvas) => {
  const visible = canvas.getAllByRole('group', { name: /^第\d+张/ }).filter((slide: HTMLElement) => !slide.hidden);
  return visible.map((slide: HTMLElement) => within(slide).getByRole('img').getAttribute('alt'));
};

/** Banners active at a Beijing wall-clock time on a path, by the domain's window rule. */
const bannersAt = (isoLocal: string, pathname = '/'): CarouselBanner[] =>
  siteBannersAt(Date.parse(`${isoLocal}+08:00`), pathname);

/**
 * Rotation timing under a fake clock: unchanged 1 ms before the interval, next slide at it. Each slide's wait
 * starts in an effect after the slide is drawn, so every step first waits for that wait to be scheduled.
 */
async function expectRotation(
  canvas: Canvas,
  clock: Parameters<typeof advance>[0],
  intervalMs: number,
  titles: string[],
) {
  await untilTimerPending(clock);
  for (let step = 1; step <= titles.length; step += 1) {
    await advance(clock, intervalMs - 1);
    await expect(shownTitle(canvas)).toEqual([titles[(step - 1) % titles.length]]);
    await advance(clock, 1);
    await untilTimerPending(clock);
    await expect(shownTitle(canvas)).toEqual([titles[step % titles.length]]);
  }
}

/** One banner: shown alone, no slide picker; the 5 s tick keeps it in place. */
export const OneBanner: Story = {
  play: async ({ canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      await expect(shownTitle(canvas)).toEqual(['教学智能体']);
      await expect(canvas.queryByRole('group', { name: '切换横幅' })).toBeNull();
      await advance(clock, 5000);
      await expect(shownTitle(canvas)).toEqual(['教学智能体']);
    } finally {
      clock.uninstall();
    }
  },
};

/** Two banners rotate every 10 s. */
export const TwoBanners: Story = {
  args: { banners: [siteBanners.teachingAgent, siteBanners.titlePackage] },
  play: async ({ canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      await expectRotation(canvas, clock, 10_000, ['教学智能体', '职称材料包']);
    } finally {
      clock.uninstall();
    }
  },
};

/** Three or more banners rotate every 15 s. */
export const ThreeOrMoreBanners: Story = {
  args: { banners: [siteBanners.teachingAgent, siteBanners.titlePackage, siteBanners.ai] },
  play: async ({ canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      await expectRotation(canvas, clock, 15_000, ['教学智能体', '职称材料包', 'AI检索助手']);
    } finally {
      clock.uninstall();
    }
  },
};

/** The slide picker jumps to a slide. */
export const PickASlide: Story = {
  args: { banners: [siteBanners.teachingAgent, siteBanners.titlePackage, siteBanners.ai] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第3张，共3张' }));
    await expect(shownTitle(canvas)).toEqual(['AI检索助手']);
    await expect(canvas.getByRole('button', { name: '第3张，共3张' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Closing hides the ad for this view. */
export const Closable: Story = {
  args: { banners: [siteBanners.teachingAgent, siteBanners.titlePackage] },
  // Closed, the carousel renders nothing: there is no picture to compare.
  parameters: { screenshot: false },
  play: async ({ args, canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      fireEvent.click(canvas.getByRole('button', { name: '关闭广告' }));
      await advance(clock, 10_000);
      await expect(canvas.queryByRole('region', { name: '活动横幅' })).toBeNull();
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    } finally {
      clock.uninstall();
    }
  },
};

/** The titles of all slides in order, shown or not (hidden slides are out of the accessibility tree). */
const allTitles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[aria-roledescription="slide"] img')].map((img) => img.getAttribute('alt'));

/** 2025-11-10 on /: double promotion, partner membership and teaching agent, plus the always-on ones. */
export const DoublePromotionWindow: Story = {
  args: { banners: bannersAt('2025-11-10T12:00:00') },
  play: async ({ canvasElement }) => {
    await expect(allTitles(canvasElement)).toEqual([
      '双重优惠季',
      '合作伙伴会员',
      '教学智能体',
      '职称材料包',
      'AI检索助手',
    ]);
  },
};

/** 2025-12-15: only partner membership is in its window (to 2025-12-31 24:00). */
export const PartnerMembershipWindow: Story = {
  args: { banners: bannersAt('2025-12-15T12:00:00') },
  play: async ({ canvasElement }) => {
    await expect(allTitles(canvasElement)).toEqual(['合作伙伴会员', '职称材料包', 'AI检索助手']);
  },
};

/** 2025-09-10: research platform alone (from 2025-09-04 10:00; partner membership starts 09-16). */
export const ResearchPlatformWindow: Story = {
  args: { banners: bannersAt('2025-09-10T12:00:00') },
  play: async ({ canvasElement }) => {
    await expect(allTitles(canvasElement)).toEqual(['科研平台上线', '职称材料包', 'AI检索助手']);
  },
};

/** 2025-11-02: teaching agent (from 2025-10-29 10:00) alongside research platform and partner membership. */
export const TeachingAgentWindow: Story = {
  args: { banners: bannersAt('2025-11-02T12:00:00') },
  play: async ({ canvasElement }) => {
    await expect(allTitles(canvasElement)).toEqual([
      '合作伙伴会员',
      '科研平台上线',
      '教学智能体',
      '职称材料包',
      'AI检索助手',
    ]);
  },
};

/** 2025-08-01: scientific display (2025-07-15 to 2025-08-15). */
export const ScientificDisplayWindow: Story = {
  args: { banners: bannersAt('2025-08-01T12:00:00') },
  play: async ({ canvasElement }) => {
    await expect(allTitles(canvasElement)).toEqual(['科研成果展示', '职称材料包', 'AI检索助手']);
  },
};

/** 2026-03-01: no time-limited banner is active, so the teaching-agent banner is the fallback. */
export const Fallback: Story = {
  args: { banners: bannersAt('2026-03-01T12:00:00') },
  play: async ({ canvasElement }) => {
    await expect(allTitles(canvasElement)).toEqual(['教学智能体', '职称材料包', 'AI检索助手']);
  },
};

/** On /pay/newindex only the teaching-agent banner shows, whatever the date. */
export const PayNewIndex: Story = {
  args: { banners: bannersAt('2025-11-10T12:00:00', '/pay/newindex') },
  play: async ({ canvasElement }) => {
    await expect(allTitles(canvasElement)).toEqual(['教学智能体']);
  },
};
