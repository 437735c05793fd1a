import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aiLabels, messages } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { WeResearchChatPage } from './WeResearchChatPage';
import { seedLongConversation, seedMemberConversation, signInMember, STORY_CONVERSATION } from './aiSeeds.testing';

const L = aiLabels.chat;
const log = (canvas: ReturnType<typeof within>) => canvas.findByRole('log', { name: L.conversationLabel });

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
    const answer = await conversation.findByRole('article', { name: L.assistant });
    const references = within(answer).getByRole('group', { name: L.references });
    await expect(within(references).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/doc\//));
    await expect(within(answer).getByRole('button', { name: L.regenerate })).toBeVisible();
    // The page's one h1 is the conversation's title (the AI header and side bar have none); the title comes with the
    // conversation list, which may arrive after the answers.
    await canvas.findByRole('heading', { level: 1, name: '数字经济对乡村振兴的影响' });
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** Where the side bar's box sits in the window: its top and bottom in CSS pixels. */
const sideBarBox = (canvasElement: HTMLElement) => {
  const box = within(canvasElement).getByRole('complementary').getBoundingClientRect();
  return { top: Math.round(box.top), bottom: Math.round(box.bottom) };
};

/**
 * A conversation longer than the window: the side bar runs from below the header to the window's bottom, and once
 * the conversation has scrolled the window it fills the window from top to bottom, still in view.
 */
export const SideBarStaysInView: Story = {
  beforeEach: () =>
    seedLongConversation(['数字经济对乡村振兴的影响', '碳中和', '深度学习', '城市更新', '基层治理', '数字经济']),
  play: async ({ canvas, canvasElement }) => {
    const conversation = within(await log(canvas));
    await expect(await conversation.findAllByRole('article', { name: L.assistant })).toHaveLength(6);
    const view = canvasElement.ownerDocument.defaultView!;
    const page = canvasElement.ownerDocument.documentElement;
    // Scrolling is instant here and the boxes are read after it, so each position is checked as it is.
    view.scrollTo(0, 0);
    await expect(page.scrollHeight).toBeGreaterThan(view.innerHeight * 2);
    await expect(sideBarBox(canvasElement).bottom).toBeGreaterThanOrEqual(view.innerHeight);
    view.scrollTo(0, page.scrollHeight);
    await expect(view.scrollY).toBeGreaterThan(0);
    await expect(sideBarBox(canvasElement)).toEqual({ top: 0, bottom: view.innerHeight });
    view.scrollTo(0, 0);
  },
};

/** Continuing: the answer streams in (busy, caret), stop keeps what arrived and says so. */
export const StreamingThenStopped: Story = {
  play: async ({ canvas }) => {
    const conversation = within(await log(canvas));
    await conversation.findAllByRole('article', { name: L.assistant });
    await userEvent.type(canvas.getByRole('textbox', { name: L.inputLabel }), '碳中和{Enter}');
    await expect(await canvas.findByRole('log', { busy: true })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: L.stop }));
    await expect(await conversation.findByText(L.stopped)).toBeVisible();
    await expect(canvas.getByRole('button', { name: L.send })).toBeVisible();
  },
};

/**
 * The stream breaks halfway: the bubble keeps what arrived and says it is reconnecting; the answer the server
 * stored is read back and continues from where the stream broke, to the end with its actions.
 */
export const StreamReconnects: Story = {
  parameters: { msw: { handlers: [scenario('conversationMessages', { failStream: true, once: true })] } },
  play: async ({ canvas }) => {
    const conversation = within(await log(canvas));
    await conversation.findAllByRole('article', { name: L.assistant });
    await userEvent.type(canvas.getByRole('textbox', { name: L.inputLabel }), '乡村振兴{Enter}');
    const status = await conversation.findByText(L.reconnectingAttempt(1));
    const answer = status.closest('article') as HTMLElement;
    await expect(answer).toHaveAttribute('aria-busy', 'true');
    const arrived = answer.textContent ?? '';
    await expect(await within(answer).findByRole('button', { name: L.regenerate })).toBeVisible();
    await expect(within(answer).queryByRole('status')).toBeNull();
    await expect(answer).toHaveAttribute('aria-busy', 'false');
    await expect((answer.textContent ?? '').length).toBeGreaterThan(arrived.length);
  },
};

type WithWorker = { msw?: { use: (...handlers: ReturnType<typeof scenario>[]) => void } };

/**
 * The stream breaks and the stored answer cannot be read back either (still offline): after the reconnect
 * attempts, what arrived stays with the failure and a retry; the conversation stays on screen.
 */
export const StreamFailed: Story = {
  parameters: { msw: { handlers: [scenario('conversationMessages', { failStream: true })] } },
  play: async (context) => {
    const { canvas } = context;
    const conversation = within(await log(canvas));
    await conversation.findAllByRole('article', { name: L.assistant });
    // From now on the conversation cannot be read (the page loaded it before).
    (context as WithWorker).msw?.use(scenario('conversationHistory', { status: 503 }));
    await userEvent.type(canvas.getByRole('textbox', { name: L.inputLabel }), '乡村振兴{Enter}');
    await expect(await conversation.findByText(L.reconnectingAttempt(1))).toBeVisible();
    const alert = await conversation.findByRole('alert');
    await expect(alert).toHaveTextContent(L.failed);
    await expect(within(alert).getByRole('button', { name: L.retry })).toBeVisible();
    await expect(conversation.getAllByRole('article', { name: L.assistant })).toHaveLength(2);
  },
};

/** A new conversation with nothing asked yet. */
export const Empty: Story = {
  beforeEach: signInMember,
  parameters: { msw: { handlers: [scenario('conversationHistory', { data: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(L.emptyConversation)).toBeVisible();
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
    await expect(await canvas.findByText(messages.errorPage.notFoundTitle)).toBeVisible();
  },
};
