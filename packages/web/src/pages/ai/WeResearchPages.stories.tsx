import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aiLabels, messages } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { aiHandbook, aiUpdates } from '../../config/aiContent';
import { WeResearchHomePage } from './WeResearchHomePage';
import { WeResearchHistoryPage } from './WeResearchHistoryPage';
import { WeResearchHandbookPage } from './WeResearchHandbookPage';
import { WeResearchUpdatePage } from './WeResearchUpdatePage';
import { seedMemberConversation, signInMember } from './aiSeeds.testing';

const W = aiLabels.weResearch;
const H = aiLabels.conversations;

/** The page has one h1, and it names the page (the AI header and side bar have none). */
async function expectOneH1(canvas: ReturnType<typeof within>, name: string) {
  await expect(canvas.getAllByRole('heading', { level: 1 }).map((h: HTMLElement) => h.textContent)).toEqual([name]);
}

/** The WeResearch pages besides the chat, in the AI home layout (AI header and side bar). */
const meta = {
  title: 'Web/Pages/AI/WeResearch',
  component: WeResearchHomePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', siteLayout: 'aiHome', deeplink: { path: '/WeResearch', route: '/WeResearch' } },
} satisfies Meta<typeof WeResearchHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: asking needs login, said before they type. */
export const HomeVisitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(W.loginToAsk)).toBeVisible();
    // Named as its document title is; the invitation above the box is what it shows.
    await expectOneH1(canvas, W.documentTitle);
    await expect(canvas.getByText(W.heading, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: W.heading })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: W.examples[0] })).toHaveLength(1);
  },
};

export const HomeMember: Story = {
  beforeEach: signInMember,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(W.heading, { selector: 'p' })).toBeVisible();
    await expectOneH1(canvas, W.documentTitle);
    await userEvent.type(canvas.getByRole('textbox', { name: W.heading }), '深度学习');
    await expect(canvas.getByRole('button', { name: aiLabels.chat.send })).toBeEnabled();
    await expect(canvas.queryByText(W.loginToAsk)).toBeNull();
  },
};

export const History: Story = {
  render: () => <WeResearchHistoryPage />,
  beforeEach: () => seedMemberConversation(),
  parameters: { deeplink: { path: '/WeResearch/history', route: '/WeResearch/history' }, screenshot: false },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: H.label });
    await expect(within(list).getByRole('link', { name: '数字经济对乡村振兴的影响' })).toBeVisible();
    await expectOneH1(canvas, aiLabels.history.heading);
  },
};

/** A search that finds nothing keeps the words in the box. */
export const HistoryEmpty: Story = {
  render: () => <WeResearchHistoryPage />,
  beforeEach: () => seedMemberConversation(),
  parameters: { deeplink: { path: '/WeResearch/history?keyword=%E9%87%8F%E5%AD%90', route: '/WeResearch/history' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(H.empty)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: H.searchLabel })).toHaveValue('量子');
  },
};

export const HistoryLoading: Story = {
  render: () => <WeResearchHistoryPage />,
  beforeEach: signInMember,
  parameters: {
    deeplink: { path: '/WeResearch/history', route: '/WeResearch/history' },
    msw: { handlers: [scenario('conversations', { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    // The side bar's recent list is loading too: the page's own list is in <main>.
    const main = await canvas.findByRole('main');
    await expect(await within(main).findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Handbook: Story = {
  render: () => <WeResearchHandbookPage />,
  parameters: { deeplink: { path: '/WeResearch/handbook', route: '/WeResearch/handbook' } },
  play: async ({ canvas }) => {
    await expectOneH1(canvas, aiLabels.handbook.heading);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(aiHandbook.length);
  },
};

export const Update: Story = {
  render: () => <WeResearchUpdatePage />,
  parameters: { deeplink: { path: '/WeResearch/update', route: '/WeResearch/update' } },
  play: async ({ canvas }) => {
    await expectOneH1(canvas, aiLabels.update.heading);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      aiUpdates.map((u) => u.version),
    );
  },
};
