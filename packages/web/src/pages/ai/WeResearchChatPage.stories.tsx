import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aiLabels, messages } from '@wenxian/domain';
import { scenario } from '@wenxian/api/mocks';
import { withPage } from '../../test/withPage';
import { WeResearchChatPage } from './WeResearchChatPage';
import { seedMemberConversation, signInMember, STORY_CONVERSATION } from './aiStorySeeds';

const L = aiLabels.chat;
const log = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('log', { name: L.conversationLabel }, { timeout: 15_000 });

/** /WeResearch/{id}/chat in the AI home layout, on the simulated server (members only: the stories sign in). */
const meta = {
  title: 'Web/Pages/AI/WeResearchChat',
  component: WeResearchChatPage,
  decorators: [withPage],
  beforeEach: () => seedMemberConversation(),
  parameters: {
    layout: 'fullscreen',
    siteLayout: 'aiHome',
    deeplink: { path: `/WeResearch/${STORY_CONVERSATION}/chat`, route: '/WeResearch/:id/chat' },
    // Answers carry dates and corpus text that change with the seed; their states are asserted by play.
    screenshot: false,
  },
} satisfies Meta<typeof WeResearchChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved question and answer: numbered references linking to document pages, the answer's actions. */
export const Conversation: Story = {
  parameters: { screenshot: true },
  play: async ({ canvas }) => {
    const conversation = within(await log(canvas));
    const answer = await conversation.findByRole('article', { name: L.assistant }, { timeout: 15_000 });
    const references = within(answer).getByRole('group', { name: L.references });
    await expect(within(references).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/doc\//));
    await expect(within(answer).getByRole('button', { name: L.regenerate })).toBeVisible();
  },
};

/** Continuing: the answer streams in (busy, caret), stop keeps what arrived and says so. */
export const StreamingThenStopped: Story = {
  play: async ({ canvas }) => {
    const conversation = within(await log(canvas));
    await conversation.findAllByRole('article', { name: L.assistant }, { timeout: 15_000 });
    await userEvent.type(canvas.getByRole('textbox', { name: L.inputLabel }), '碳中和{Enter}');
    await expect(await canvas.findByRole('log', { busy: true })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: L.stop }));
    await expect(await conversation.findByText(L.stopped, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: L.send })).toBeVisible();
  },
};

/** The stream breaks halfway: what arrived stays, with the failure and a retry. */
export const StreamFailed: Story = {
  parameters: { msw: { handlers: [scenario('conversationMessages', { failStream: true, once: true })] } },
  play: async ({ canvas }) => {
    const conversation = within(await log(canvas));
    await conversation.findAllByRole('article', { name: L.assistant }, { timeout: 15_000 });
    await userEvent.type(canvas.getByRole('textbox', { name: L.inputLabel }), '乡村振兴{Enter}');
    const alert = await conversation.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent(L.failed);
    await expect(within(alert).getByRole('button', { name: L.retry })).toBeVisible();
  },
};

/** A new conversation with nothing asked yet. */
export const Empty: Story = {
  beforeEach: signInMember,
  parameters: { msw: { handlers: [scenario('conversationHistory', { data: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(L.emptyConversation, {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('conversationHistory', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: L.send })).toBeDisabled();
  },
};

/** Another member's or a deleted conversation: the not-found page. */
export const NotFound: Story = {
  parameters: { deeplink: { path: '/WeResearch/CV-GONE/chat', route: '/WeResearch/:id/chat' }, screenshot: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.notFoundTitle, {}, { timeout: 15_000 })).toBeVisible();
  },
};
