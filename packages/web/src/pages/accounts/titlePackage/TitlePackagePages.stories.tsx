import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { JOURNAL_PATHS, SEARCH_PATHS } from '@wenxian/api';
import { scenario } from '@wenxian/simulation';
import { accountLabels, messages, shellLabels } from '@wenxian/domain';
import { headerLinkTo } from '../../../test/headerLinkTo';
import { withPage } from '../../../test/withPage';
import { TitlePackagePage } from './TitlePackagePage';
import { TitlePackageSearchPage } from './TitlePackageSearchPage';

const T = accountLabels.pages.titlePackage;
const hot = { method: 'post', path: JOURNAL_PATHS.hotJournal } as const;
const journalSearch = { method: 'post', path: SEARCH_PATHS.journalSearch } as const;
const searchAt = (query: string) => ({ path: `/titlePackage/search${query}`, route: '/titlePackage/search' });

/** /titlePackage (the header's 职称材料) and /titlePackage/search, open to everyone. */
const meta = {
  title: 'Web/Pages/Accounts/TitlePackage',
  component: TitlePackagePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/titlePackage', route: '/titlePackage' } },
} satisfies Meta<typeof TitlePackagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The home, 职称材料包, holding the name of the header's 职称材料 that opens it: the services (each an existing product
 * page) and the hot core journals; a search opens results.
 */
export const Home: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
    await expect(await headerLinkTo('/titlePackage')).toHaveTextContent(shellLabels.header.titleMaterials);
    await expect(T.heading).toContain(shellLabels.header.titleMaterials);
    await expect(main.getByRole('link', { name: T.serviceItems.collection[0] })).toHaveAttribute(
      'href',
      '/product/collectionquery',
    );
    const journals = await main.findByRole('region', { name: T.hotJournals });
    await expect((await within(journals).findAllByRole('link')).length).toBeGreaterThan(0);
  },
};

/** An empty query is said under the box and nothing is searched. */
export const EmptyQuery: Story = {
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('search', { name: T.searchLabel }));
    await userEvent.type(form.getByRole('searchbox'), '   ');
    await userEvent.click(form.getByRole('button', { name: T.searchButton }));
    await expect(await form.findByRole('alert')).toHaveTextContent(T.searchRequired);
    await expect(form.getByRole('searchbox')).toHaveValue('   ');
  },
};

export const HomeLoading: Story = {
  parameters: { msw: { handlers: [scenario(hot, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const HomeFailed: Story = {
  parameters: { msw: { handlers: [scenario(hot, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};

/** Journals matching 学报 with their index tags; the count is said. */
export const Search: Story = {
  render: () => <TitlePackageSearchPage />,
  parameters: { deeplink: searchAt('?k=%E5%AD%A6%E6%8A%A5') },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: T.searchTitle })).toBeVisible();
    await expect(main.getByRole('searchbox')).toHaveValue('学报');
    await expect(await main.findByText(/^“学报”共找到\d+种期刊$/)).toBeVisible();
    const results = await main.findByRole('region', { name: T.searchTitle });
    await expect((await within(results).findAllByRole('listitem')).length).toBeGreaterThan(0);
  },
};

/** No query in the address: the hint, no call. */
export const SearchBlank: Story = {
  render: () => <TitlePackageSearchPage />,
  parameters: { deeplink: searchAt('') },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByText(T.searchHint)).toBeVisible();
  },
};

export const SearchEmpty: Story = {
  render: () => <TitlePackageSearchPage />,
  parameters: {
    deeplink: searchAt('?k=zzzz'),
    msw: { handlers: [scenario(journalSearch, { data: { list: [], total: 0, pageNum: 1, pageSize: 10 } })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const SearchLoading: Story = {
  render: () => <TitlePackageSearchPage />,
  parameters: {
    deeplink: searchAt('?k=%E5%AD%A6%E6%8A%A5'),
    msw: { handlers: [scenario(journalSearch, { latencyMs: 'infinite' })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const SearchFailed: Story = {
  render: () => <TitlePackageSearchPage />,
  parameters: {
    deeplink: searchAt('?k=%E5%AD%A6%E6%8A%A5'),
    msw: { handlers: [scenario(journalSearch, { code: 500 })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
