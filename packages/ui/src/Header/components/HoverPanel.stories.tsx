import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HoverPanel } from './HoverPanel';

/** The header's disclosure: opens on hover, focus or click; Esc, leaving or tabbing out closes it. */
const meta = {
  title: 'UI/Shell/Header/HoverPanel',
  component: HoverPanel,
  args: {
    trigger: '产品服务',
    label: '产品服务',
    children: (
      <ul style={{ margin: 0, padding: '1.6rem 2.4rem', listStyle: 'none' }}>
        <li>
          <a href="/product/thesisdetection">论文检测</a>
        </li>
        <li>
          <a href="/product/noveltysearch/home">科技查新</a>
        </li>
      </ul>
    ),
  },
  // A header-like bar (the trigger fills its height) with room below so the open panel is inside the snapshot.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '18rem' }}>
        <div style={{ display: 'flex', alignItems: 'center', height: '4.8rem', gap: '1.6rem' }}>
          <Story />
          <button type="button">之后的按钮</button>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof HoverPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger, collapsed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '产品服务' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Open (as stories and the header's defaultOpenPanel show it): a named dialog with the content. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('dialog', { name: '产品服务' });
    await expect(canvas.getByRole('button', { name: '产品服务' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panel).getByRole('link', { name: '科技查新' })).toBeVisible();
  },
};

/** Hover opens it, leaving closes it. */
export const ByHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '产品服务' });
    await userEvent.hover(trigger);
    await expect(await canvas.findByRole('dialog', { name: '产品服务' })).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
  parameters: { screenshot: false },
};

/** Keyboard: focus opens it, Tab walks into it, Tab past its end closes it; Esc closes it too. */
export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '产品服务' });
    trigger.focus();
    const panel = await canvas.findByRole('dialog', { name: '产品服务' });
    await userEvent.tab();
    await expect(within(panel).getByRole('link', { name: '论文检测' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '之后的按钮' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    trigger.focus();
    await canvas.findByRole('dialog', { name: '产品服务' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
  parameters: { screenshot: false },
};

/** Choosing an entry closes it, though the pointer still rests where the entry was. */
export const ClosesOnChoice: Story = {
  args: {
    // The story's link leads nowhere: the choice is seen, the page stays.
    children: (
      <a href="/product/noveltysearch/home" onClick={(event) => event.preventDefault()}>
        科技查新
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '产品服务' }));
    const panel = await canvas.findByRole('dialog', { name: '产品服务' });
    await userEvent.click(within(panel).getByRole('link', { name: '科技查新' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: '产品服务' })).toHaveAttribute('aria-expanded', 'false');
  },
  parameters: { screenshot: false },
};

/** Esc closes it when it was opened by the pointer and the focus is elsewhere on the page. */
export const EscapeWhileHovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '产品服务' }));
    await canvas.findByRole('dialog', { name: '产品服务' });
    await expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
  parameters: { screenshot: false },
};

/** A trigger without text (an avatar) is named by triggerLabel. */
export const IconTrigger: Story = {
  args: {
    trigger: (
      <span aria-hidden="true" style={{ fontSize: '2rem' }}>
        ☺
      </span>
    ),
    triggerLabel: '个人菜单：张同学',
    label: '个人菜单',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '个人菜单：张同学' }));
    await expect(await canvas.findByRole('dialog', { name: '个人菜单' })).toBeVisible();
  },
};
