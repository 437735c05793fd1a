import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { conferenceLabels, messages } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { organizerLink } from './organizerLink.testing';
import { ConferenceDetailPage } from './ConferenceDetailPage';

const L = conferenceLabels.detail;

const meta = {
  title: 'Web/Pages/Conference/Detail',
  component: ConferenceDetailPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    siteLayout: 'conference',
    deeplink: { path: '/conference/C0001', route: '/conference/:id' },
  },
} satisfies Meta<typeof ConferenceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The conference, its proceedings and its papers, each linking to its document page. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const papers = await canvas.findByRole('region', { name: L.papers });
    const links = await within(papers).findAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/doc\/conference\//));
    await expect(await canvas.findByRole('region', { name: L.books })).toBeVisible();
    // The links among plain text (主办, 会议通知, the paper titles) are drawn as links, not as more text.
    const info = canvas.getByRole('region', { name: L.info });
    const organizer = await organizerLink(info);
    const notice = within(info).getByRole('link', { name: conferenceLabels.card.notice });
    for (const link of [organizer, notice, links[0]!])
      await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** One proceedings book of the conference. */
export const Proceedings: Story = {
  parameters: { deeplink: { path: '/conference/C0001/BK-C0001', route: '/conference/:id/:ids' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /论文集$/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [scenario({ method: 'post', path: '/conference/show' }, { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(messages.loader.loading))[0]).toBeVisible();
  },
};

/** An unknown conference: the not-found page. */
export const NotFound: Story = {
  parameters: { deeplink: { path: '/conference/NOPE', route: '/conference/:id' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.notFoundTitle)).toBeVisible();
  },
};
