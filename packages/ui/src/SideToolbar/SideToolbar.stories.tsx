import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SideToolbar } from './SideToolbar';

const meta = {
  title: 'UI/Shell/SideToolbar',
  component: SideToolbar,
  args: {
    phone: '400-012-3456',
    email: 'service@wenxian.example',
    consultHref: 'https://consult.example/chat',
    guideHref: '/helpcenter',
    scrollY: 0,
    onFeedback: fn(),
    onBackToTop: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    // The toolbar is fixed to the viewport; the transform makes this frame its containing block.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', height: '56rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtTop: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: '在线咨询' })).toHaveAttribute(
      'href',
      'https://consult.example/chat',
    );
    await expect(canvas.getByRole('link', { name: '操作指南' })).toHaveAttribute('href', '/helpcenter');
    await userEvent.click(canvas.getByRole('button', { name: '意见反馈' }));
    await expect(args.onFeedback).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull();
  },
};

/** The contact card: hotline {phone} and e-mail {email}, on hover. */
export const ContactCardOnHover: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '联系我们' }));
    const card = within(await canvas.findByRole('dialog', { name: '联系我们' }));
    await expect(card.getByText(args.phone)).toBeVisible();
    await expect(card.getByText(args.email)).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: '联系我们' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The contact card as it looks open. */
export const ContactCardOpen: Story = {
  args: { isContactOpen: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: '联系我们' })).toHaveTextContent('服务热线400-012-3456');
  },
};

/** The same card by keyboard focus. */
export const ContactCardByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: '联系我们' }).focus();
    const card = within(await canvas.findByRole('dialog', { name: '联系我们' }));
    await expect(card.getByText(args.phone)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const BackToTopHiddenAtThreshold: Story = {
  args: { scrollY: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull();
  },
};

/** Past 1000 px: back-to-top appears and asks to scroll up. */
export const BackToTopAfterScroll: Story = {
  args: { scrollY: 1001 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '返回顶部' }));
    await expect(args.onBackToTop).toHaveBeenCalledTimes(1);
  },
};
