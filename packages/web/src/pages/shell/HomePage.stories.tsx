import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages, searchBoxLabels, shellLabels, siteBanners } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { HomePage } from './HomePage';

/** The home page assembled from ui components over the simulated server (doc 000 §2.3, §2.6). */
const meta = {
  title: 'Web/Pages/Home',
  component: HomePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/' } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const B = shellLabels.banner;

/** The banner carousel under the header, once the server time has chosen its slides. */
const findCarousel = (canvas: Canvas) => canvas.findByRole('region', { name: B.carouselLabel });

/** Every slide's title in order, shown or not (hidden slides are out of the accessibility tree). */
const slideTitles = (carousel: HTMLElement) =>
  [...carousel.querySelectorAll('[aria-roledescription="slide"] img')].map((img) => img.getAttribute('alt'));

/**
 * Story clock 2026-11-22: no campaign of doc 000 §4.7 runs, so the carousel shows the teaching-agent fallback
 * beside the always-on title package and AI banners.
 */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '登录' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const carousel = await findCarousel(canvas);
    await expect(slideTitles(carousel)).toEqual(['教学智能体', '职称材料包', 'AI检索助手']);
    await expect(within(carousel).getByRole('img', { name: '教学智能体' })).toBeVisible();
  },
};

/**
 * The server says 2025-11-10 (double promotion, partner membership and teaching agent run): five slides; the
 * second one's dot shows the partner-membership banner, which links to the member page's partner tab.
 */
export const CampaignBanners: Story = {
  parameters: { msw: { handlers: [scenario('serverTime', { data: Date.parse('2025-11-10T12:00:00+08:00') })] } },
  play: async ({ canvas }) => {
    const carousel = await findCarousel(canvas);
    await expect(slideTitles(carousel)).toEqual([
      '双重优惠季',
      '合作伙伴会员',
      '教学智能体',
      '职称材料包',
      'AI检索助手',
    ]);
    await userEvent.click(within(carousel).getByRole('button', { name: B.slide(2, 5) }));
    const partner = within(carousel).getByRole('img', { name: siteBanners.partnerMembership.title });
    await expect(partner).toBeVisible();
    await expect(partner.closest('a')).toHaveAttribute('href', siteBanners.partnerMembership.href);
  },
};

/** Closing the ad removes it for this view; the page closes up under the header. */
export const BannerClosed: Story = {
  play: async ({ canvas }) => {
    const carousel = await findCarousel(canvas);
    await userEvent.click(within(carousel).getByRole('button', { name: B.close }));
    await expect(canvas.queryByRole('region', { name: B.carouselLabel })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Focusing the empty search box on the home page shows this week's hot searches from the server. */
export const HotSearches: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: searchBoxLabels.inputLabel }));
    const list = await canvas.findByRole('listbox', { name: messages.search.hotSearchTitle });
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(2);
  },
};

/** The hot-search call failing leaves the search entry usable (start-up calls fail silently). */
export const HotSearchUnavailable: Story = {
  parameters: { msw: { handlers: [scenario('hotSearch', { status: 500 })] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: searchBoxLabels.inputLabel }));
    await expect(canvas.queryByRole('listbox', { name: messages.search.hotSearchTitle })).toBeNull();
  },
};
