import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SUBJECT_PATHS } from '@wenxian/api';
import { scenario, type ScenarioOptions } from '@wenxian/simulation';
import { messages, searchLabels } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { KeywordPage } from './KeywordPage';

const K = searchLabels.keywordPage;
const modes = searchLabels.topic.modes;
const post = (path: string, options: ScenarioOptions) => scenario({ method: 'post', path }, options);
const main = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));
const at = (path: string) => ({ deeplink: { path, route: '/keyword' } });

/** /keyword, the topic page: mode tabs, suggestions with 发文量, results linking to the entity pages. */
const meta = {
  title: 'Web/Pages/Keyword',
  component: KeywordPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', ...at('/keyword') },
} satisfies Meta<typeof KeywordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the most published subjects, each opening its subject page. */
export const Recommended: Story = {
  play: async ({ canvas }) => {
    const list = await main(canvas).findByRole('list', { name: K.recommended });
    const links = within(list).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/subject\/[^/]+$/));
  },
};

/** Topic mode (1): subjects whose name holds the text, with 发文量. */
export const Topics: Story = {
  parameters: at('/keyword?k=%E7%A2%B3'),
  play: async ({ canvas }) => {
    const list = await main(canvas).findByRole('list', { name: K.listLabel(modes.topic) });
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
    await expect(list).toHaveTextContent(searchLabels.entitySearch.literatureCount);
  },
};

/** Author mode (4) from the tabs: the same box searches authors; cards link to the author pages. */
export const AuthorMode: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await main(canvas).findByRole('list', { name: K.recommended });
    // The radios are hidden behind their tab-like labels; the label is what a reader clicks.
    const radio = main(canvas).getByRole('radio', { name: modes.author });
    await userEvent.click(radio.closest('label') ?? radio);
    await expect(radio).toBeChecked();
    await userEvent.type(main(canvas).getByRole('combobox'), '王{Enter}');
    const list = await main(canvas).findByRole('list', { name: K.listLabel(modes.author) });
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/author\/[^/]+$/),
    );
  },
};

/** Journal mode (5), straight from the address. */
export const Journals: Story = {
  parameters: at('/keyword?k=%E5%AD%A6%E6%8A%A5&mode=5'),
  play: async ({ canvas }) => {
    const list = await main(canvas).findByRole('list', { name: K.listLabel(modes.journal) });
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/journal\/[^/]+$/),
    );
  },
};

export const Loading: Story = {
  parameters: {
    ...at('/keyword?k=%E7%A2%B3'),
    msw: { handlers: [post(SUBJECT_PATHS.search, { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { ...at('/keyword?k=%E7%A2%B3'), msw: { handlers: [post(SUBJECT_PATHS.search, { empty: true })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { ...at('/keyword?k=%E7%A2%B3'), msw: { handlers: [post(SUBJECT_PATHS.search, { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('alert')).toHaveTextContent(messages.errorPage.networkError);
  },
};
