import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { conferenceLabels, messages, paginationLabels } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { headerLinkTo } from '../../test/headerLinkTo';
import { withPage } from '../../test/withPage';
import { CONFERENCE_PAGE_SIZE, ConferenceHomePage } from './ConferenceHomePage';
import { organizerLink } from './organizerLink.testing';

const L = conferenceLabels.home;
const search = { method: 'post', path: '/conference/search' } as const;

const meta = {
  title: 'Web/Pages/Conference/Home',
  component: ConferenceHomePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', siteLayout: 'conference', deeplink: { path: '/conference' } },
} satisfies Meta<typeof ConferenceHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Conferences newest first, with the subject and place filters; named 会议库 as the 知识图谱 tile that opens it. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).textContent).toBe(L.title);
    await expect((await headerLinkTo('/conference')).textContent).toBe(L.title);
    const recent = await canvas.findByRole('region', { name: L.recent });
    await expect(within(recent).getAllByRole('listitem').length).toBeGreaterThan(3);
    await expect(canvas.getByLabelText(L.subject)).toBeVisible();
    // One page of cards, the site's pager beneath them.
    const cards = [L.upcoming, L.recent].flatMap((name) => {
      const region = canvas.queryByRole('region', { name });
      return region ? within(region).getAllByRole('listitem') : [];
    });
    await expect(cards.length).toBe(CONFERENCE_PAGE_SIZE);
    // A card's links among its plain facts (主办, 会议通知) are drawn as links, as on the conference's own page.
    const card = cards[0]!;
    for (const link of [
      await organizerLink(card),
      within(card).getByRole('link', { name: conferenceLabels.card.notice }),
    ])
      await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    const pager = canvas.getByRole('navigation', { name: paginationLabels.label });
    await expect(within(pager).getByRole('button', { current: 'page' })).toHaveTextContent('1');
    // The filters are the site's fields at the search box's height, not browser-default selects.
    const box = canvas.getByLabelText(L.searchLabel).getBoundingClientRect();
    for (const name of [L.subject, L.place]) {
      const select = canvas.getByLabelText(name);
      await expect(select.getBoundingClientRect().height).toBe(box.height);
      await expect(select.getBoundingClientRect().bottom).toBe(box.bottom);
      await expect(getComputedStyle(select).borderRadius).toBe(
        getComputedStyle(canvas.getByLabelText(L.searchLabel)).borderRadius,
      );
    }
  },
};

/** A later page from the address (?page=2): the pager marks it, so Back returns to the page a user left. */
export const SecondPage: Story = {
  parameters: { deeplink: { path: '/conference?page=2' } },
  play: async ({ canvas }) => {
    const pager = await canvas.findByRole('navigation', { name: paginationLabels.label });
    await expect(within(pager).getByRole('button', { current: 'page' })).toHaveTextContent('2');
  },
};

/** Filtered by a place from the address. */
export const ByPlace: Story = {
  parameters: { deeplink: { path: '/conference?city=%E5%8C%97%E4%BA%AC' } },
  play: async ({ canvas }) => {
    const recent = await canvas.findByRole('region', { name: L.recent });
    for (const item of within(recent).queryAllByRole('listitem')) await expect(item).toHaveTextContent('北京');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenario(search, { empty: true })] } },
  play: async ({ canvas }) => {
    const recent = await canvas.findByRole('region', { name: L.recent });
    await expect(within(recent).getByText(messages.loader.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(search, { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenario(search, { status: 500 })] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: L.recent })).toBeNull();
  },
};
