import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages, searchLabels } from '@wenxian/domain';
import { scenario } from '@wenxian/api/mocks';
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

export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '登录' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Focusing the empty search box on the home page shows this week's hot searches from the server. */
export const HotSearches: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: searchLabels.searchBox.inputLabel }));
    const list = await canvas.findByRole('listbox', { name: messages.search.hotSearchTitle });
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(2);
  },
};

/** The hot-search call failing leaves the search entry usable (start-up calls fail silently). */
export const HotSearchUnavailable: Story = {
  parameters: { msw: { handlers: [scenario('hotSearch', { status: 500 })] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: searchLabels.searchBox.inputLabel }));
    await expect(canvas.queryByRole('listbox', { name: messages.search.hotSearchTitle })).toBeNull();
  },
};
