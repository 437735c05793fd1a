import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aiLabels } from '@wenxian/domain';
import { ChatBubble, type ChatBubbleProps } from './ChatBubble';
import { longAnswer, references } from './ChatBubble.fixtures';

const L = aiLabels.chat;

/** The bubble keeps its ticked references in state, as the chat page does. */
function SelectingBubble(props: ChatBubbleProps) {
  const [ids, setIds] = useState<string[]>([]);
  return <ChatBubble {...props} selectedReferenceIds={ids} onSelectedReferencesChange={setIds} />;
}

const meta = {
  title: 'UI/AI/ChatBubble',
  component: ChatBubble,
  args: { sender: 'assistant', content: longAnswer, references, anchorPrefix: 'm1' },
  decorators: [(Story) => <div style={{ display: 'grid', maxWidth: 900, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {
  args: { sender: 'user', content: '数字经济对乡村振兴的影响', references: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: L.you })).toHaveTextContent('数字经济对乡村振兴的影响');
  },
};

/** Sent, nothing arrived yet: the answer says it is searching. */
export const Empty: Story = {
  args: { content: '', status: 'streaming', references: [] },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(L.thinking)).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Arriving: the text so far with a caret, no actions until it settles. */
export const Streaming: Story = {
  args: { content: longAnswer.slice(0, 60), status: 'streaming' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: L.regenerate })).toBeNull();
  },
};

export const Stopped: Story = {
  args: { content: longAnswer.slice(0, 120), status: 'stopped', onRegenerate: fn(), onCopy: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(L.stopped)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: L.regenerate }));
    await expect(args.onRegenerate).toHaveBeenCalled();
  },
};

/** The stream broke halfway: what arrived stays, with the reason and a retry. */
/** The stream was cut off: what arrived stays (with the caret), the bubble says which reconnect attempt runs. */
export const Reconnecting: Story = {
  args: { content: longAnswer.slice(0, 80), status: 'reconnecting', reconnectAttempt: 2, onRegenerate: fn() },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(L.reconnectingAttempt(2));
    await expect(article).toHaveTextContent('关于“数字经济对乡村振兴的影响”');
    // Not settled: no actions and no failure yet.
    await expect(canvas.queryByRole('button', { name: L.regenerate })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Failed: Story = {
  args: { content: longAnswer.slice(0, 80), status: 'failed', errorMessage: '网络连接中断', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${L.failed}：网络连接中断`);
    await expect(canvas.getByRole('article')).toHaveTextContent('关于“数字经济对乡村振兴的影响”');
    await userEvent.click(canvas.getByRole('button', { name: L.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long answer: markdown list, heading and table; [n] marks link to numbered reference cards that open documents. */
export const LongAnswerWithReferences: Story = {
  args: { onRegenerate: fn(), onCopy: fn(), onFeedback: fn(), feedback: 1, onCiteSelected: fn() },
  render: (args) => <SelectingBubble {...args} />,
  play: async ({ canvas, args }) => {
    const cards = within(canvas.getByRole('group', { name: L.references }));
    await expect(cards.getByRole('link', { name: references[0]?.title })).toHaveAttribute('href', '/doc/journal/L1001');
    await expect(canvas.getByRole('link', { name: '[2]' })).toHaveAttribute('href', '#m1-2');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('button', { name: L.like })).toHaveAttribute('aria-pressed', 'true');
    const cite = canvas.getByRole('button', { name: L.citeSelected });
    await expect(cite).toBeDisabled();
    await userEvent.click(cards.getByRole('checkbox', { name: L.selectReference(references[1]?.title ?? '') }));
    await userEvent.click(cards.getByRole('checkbox', { name: L.selectReference(references[3]?.title ?? '') }));
    await userEvent.click(cite);
    await expect(args.onCiteSelected).toHaveBeenCalledWith(['L1002', 'L1004']);
    await userEvent.click(canvas.getByRole('button', { name: L.copy }));
    await expect(args.onCopy).toHaveBeenCalledWith(longAnswer);
    await expect(await canvas.findByRole('button', { name: L.copied })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: L.dislike }));
    await expect(args.onFeedback).toHaveBeenCalledWith(-1);
  },
};

/** Markdown from the server is sanitized: no script, no event handler, no javascript: link survives. */
export const UnsafeMarkdownIsCleaned: Story = {
  args: {
    content:
      '安全的**加粗**<script>window.hacked=1</script><img src=x onerror="window.hacked=1">[链接](javascript:alert(1))',
    references: [],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('加粗').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('script, img, [onerror]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { hacked?: number }).hacked).toBeUndefined();
  },
};
