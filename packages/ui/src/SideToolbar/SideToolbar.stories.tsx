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

/**
 * A window (1420 px) whose margin beside the 120rem content column is too narrow for the full toolbar: the strip, fixed
 * at the window's edge. Narrower than the page (below 1400 px) the strip stands in the page's margin the site's layout
 * gives it (SiteFrame; the e2e journey shell/sideToolbarRoom checks it at 1280 px).
 */
const narrowWindow = {
  parameters: {
    viewport: {
      options: {
        narrowMargin: { name: 'Narrow margin 1420', styles: { width: '1420px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  globals: { viewport: { value: 'narrowMargin', isRotated: false } },
} satisfies Pick<Story, 'parameters' | 'globals'>;

/** In a narrow window: a strip of icons, each still named by its caption (for screen readers and the tip). */
export const NarrowWindow: Story = {
  ...narrowWindow,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('complementary', { name: '侧边工具栏' });
    await expect(bar.getBoundingClientRect().width).toBe(40);
    await expect(canvas.getByRole('link', { name: '在线咨询' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '联系我们' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '操作指南' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '意见反馈' })).toBeVisible();
  },
};

/** The strip's caption shows as a tip beside the entry that has the keyboard focus. */
export const NarrowWindowCaptionOnFocus: Story = {
  ...narrowWindow,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const consult = canvas.getByRole('link', { name: '在线咨询' });
    await expect(consult).toHaveFocus();
    const caption = within(consult).getByText('在线咨询');
    await waitFor(() => expect(getComputedStyle(caption).clipPath).toBe('none'));
    await expect(caption.getBoundingClientRect().right).toBeLessThanOrEqual(consult.getBoundingClientRect().left);
  },
};
