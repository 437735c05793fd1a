import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUTHOR_PATHS, CONFERENCE_PATHS, ORGANIZATION_PATHS, SEARCH_PATHS } from '@wenxian/api';
import { scenario, type ScenarioOptions } from '@wenxian/simulation';
import { messages, searchLabels } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { AuthorSearchPage } from './AuthorSearchPage';
import { ConferenceSearchPage } from './ConferenceSearchPage';
import { JournalNameSearchPage } from './JournalNameSearchPage';
import { OrganizationSearchPage } from './OrganizationSearchPage';

const E = searchLabels.entitySearch;
const post = (path: string, options: ScenarioOptions) => scenario({ method: 'post', path }, options);
const main = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));
const at = (path: string, route: string) => ({ deeplink: { path, route } });

/**
 * The entity searches by name: /journal/search, /author/search, /organization/search (in the organization
 * layout, whose banner carries the box) and /conference/search; results link to the entity pages.
 */
const meta = {
  title: 'Web/Pages/EntitySearch',
  component: JournalNameSearchPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', ...at('/journal/search?k=%E5%AD%A6%E6%8A%A5', '/journal/search') },
} satisfies Meta<typeof JournalNameSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 学报: journals (not articles), each linking to its journal page. */
export const Journals: Story = {
  play: async ({ canvas }) => {
    const list = await main(canvas).findByRole('list', { name: E.journal.listLabel });
    const links = within(list).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/journal\/[^/?]+$/));
    await expect(main(canvas).getByRole('status')).toHaveTextContent(/共找到 \d+ 条结果/);
  },
};

/** No text yet: the box and 请输入检索内容; an empty search warns and sends nothing. */
export const JournalsNoText: Story = {
  parameters: at('/journal/search', '/journal/search'),
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(E.prompt)).toBeVisible();
    await userEvent.click(main(canvas).getByRole('button', { name: E.submit }));
    await expect(main(canvas).getByRole('alert')).toHaveTextContent(messages.search.emptyOrganizationInput);
  },
};

export const JournalsEmpty: Story = {
  parameters: { msw: { handlers: [post(SEARCH_PATHS.journalSearch, { empty: true })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const JournalsLoading: Story = {
  parameters: { msw: { handlers: [post(SEARCH_PATHS.journalSearch, { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.loader.loading)).toBeVisible();
  },
};

export const JournalsServerError: Story = {
  parameters: { msw: { handlers: [post(SEARCH_PATHS.journalSearch, { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('alert')).toHaveTextContent(messages.errorPage.networkError);
  },
};

/** 王: authors by name or organisation, each card linking to the author's page. */
export const Authors: Story = {
  render: () => <AuthorSearchPage />,
  parameters: at('/author/search?k=%E7%8E%8B', '/author/search'),
  play: async ({ canvas }) => {
    const list = await main(canvas).findByRole('list', { name: E.author.listLabel });
    const links = within(list).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/author\/[^/?]+$/));
  },
};

export const AuthorsEmpty: Story = {
  render: () => <AuthorSearchPage />,
  parameters: {
    ...at('/author/search?k=%E7%8E%8B', '/author/search'),
    msw: { handlers: [post(AUTHOR_PATHS.search, { empty: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const AuthorsServerError: Story = {
  render: () => <AuthorSearchPage />,
  parameters: {
    ...at('/author/search?k=%E7%8E%8B', '/author/search'),
    msw: { handlers: [post(AUTHOR_PATHS.search, { code: 500 })] },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('alert')).toBeVisible();
  },
};

/** 大学 from the organization banner: organisations with 发文量, each linking to its page. */
export const Organizations: Story = {
  render: () => <OrganizationSearchPage />,
  parameters: at('/organization/search?k=%E5%A4%A7%E5%AD%A6', '/organization/search'),
  play: async ({ canvas }) => {
    const list = await main(canvas).findByRole('list', { name: E.organization.listLabel });
    const links = within(list).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/organization\/[^/]+/));
    await expect(list).toHaveTextContent(E.literatureCount);
  },
};

/** /organization/search without k: the page asks for a text (the banner above holds the box). */
export const OrganizationsNoText: Story = {
  render: () => <OrganizationSearchPage />,
  parameters: at('/organization/search', '/organization/search'),
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(E.prompt)).toBeVisible();
  },
};

export const OrganizationsLoading: Story = {
  render: () => <OrganizationSearchPage />,
  parameters: {
    ...at('/organization/search?k=%E5%A4%A7%E5%AD%A6', '/organization/search'),
    msw: { handlers: [post(ORGANIZATION_PATHS.search, { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.loader.loading)).toBeVisible();
  },
};

/** 学术会议: conferences as cards, each linking to its conference page. */
export const Conferences: Story = {
  render: () => <ConferenceSearchPage />,
  parameters: at('/conference/search?k=%E5%AD%A6%E6%9C%AF%E4%BC%9A%E8%AE%AE', '/conference/search'),
  play: async ({ canvas }) => {
    const list = await main(canvas).findByRole('list', { name: E.conference.listLabel });
    const first = within(list).getAllByRole('heading')[0];
    await expect(first).toBeDefined();
    await expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/conference\/[^/]+$/),
    );
  },
};

export const ConferencesEmpty: Story = {
  render: () => <ConferenceSearchPage />,
  parameters: {
    ...at('/conference/search?k=%E5%AD%A6%E6%9C%AF%E4%BC%9A%E8%AE%AE', '/conference/search'),
    msw: { handlers: [post(CONFERENCE_PATHS.search, { empty: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.loader.empty)).toBeVisible();
  },
};
