import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages, searchLabels } from '@wenxian/domain';
import { literatureSelectionStorageKey } from '@wenxian/domain';
import { scenario } from '@wenxian/api/mocks';
import { withPage } from '../../test/withPage';
import { SearchPage } from './SearchPage';

const body = within(document.body);
const resultsRegion = { name: searchLabels.result.listLabel };

/** /search over the simulated corpus: results, loading, empty, the search-limit page and code 20. */
const meta = {
  title: 'Web/Pages/Search',
  component: SearchPage,
  decorators: [withPage],
  // The batch selection lives in local storage; every story starts with none (no checked rows from another story).
  beforeEach: () => localStorage.removeItem(literatureSelectionStorageKey),
  parameters: { layout: 'fullscreen', deeplink: { path: '/search?k=%E7%A2%B3%E4%B8%AD%E5%92%8C', route: '/search' } },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', resultsRegion, { timeout: 15_000 });
    await expect((await within(region).findAllByRole('article', {}, { timeout: 15_000 })).length).toBe(20);
    await expect(canvas.getByRole('navigation', { name: searchLabels.pagination.label })).toBeVisible();
  },
};

export const SecondPageByCitations: Story = {
  parameters: { deeplink: { path: '/search?k=%E7%A2%B3%E4%B8%AD%E5%92%8C&page=2&sort=cited.desc', route: '/search' } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', resultsRegion, { timeout: 15_000 });
    await within(region).findAllByRole('article', {}, { timeout: 15_000 });
    const pages = canvas.getByRole('navigation', { name: searchLabels.pagination.label });
    await expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('2');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('search', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenario('search', { empty: true })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty, {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** 70007 on /search shows the search-limit page with the stop-word message, and no toast. */
export const StopWord: Story = {
  parameters: { msw: { handlers: [scenario('search', { code: 70007 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.stopWord)).toBeVisible();
    await expect(body.queryByRole('alert')).toBeNull();
  },
};

export const UnsupportedWord: Story = {
  parameters: { msw: { handlers: [scenario('search', { code: 70006 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.unsupportedWord)).toBeVisible();
  },
};

/** Code 20 opens the slider check over the page; the search waits for it (doc 000 §4.1, §4.8). */
export const NeedsVerification: Story = {
  // The captcha picture is rotated by a random angle, so this state has no stable snapshot.
  parameters: { screenshot: false, msw: { handlers: [scenario('search', { code: 20, once: true })] } },
  play: async ({ canvas }) => {
    const dialog = await body.findByRole('dialog', { name: messages.captcha.title });
    await expect(dialog).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};
