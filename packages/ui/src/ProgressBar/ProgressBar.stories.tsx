import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FreezeMotion } from '../test/FreezeMotion';
import { advance, installFakeClock } from '../test/fakeClock';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/Shell/ProgressBar',
  component: ProgressBar,
  args: { step: 40 },
  decorators: [
    // The bar is fixed to the top of the page; the transform makes this frame its containing block.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', height: '2.4rem' }}>
        <FreezeMotion />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (bar: HTMLElement) => Number(bar.getAttribute('aria-valuenow'));

export const FirstStep: Story = {
  args: { step: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  },
};

export const Halfway: Story = { args: { step: 50 } };

export const LastVisibleStep: Story = {
  args: { step: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');
  },
};

/** Step 0 (not started) and step 100 (done) are not shown. */
export const HiddenOutsideOneToNinetyNine: Story = {
  args: { step: 0 },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The finish flag jumps to 100, which hides the bar whatever the step was. */
export const Finished: Story = {
  args: { step: 40, isFinished: true },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Mock mode: +4 every 200 ms (98 steps in 25 ticks of the 5000 ms duration), stopping at 99. */
export const MockAutoIncrement: Story = {
  args: { step: 1, isMock: true },
  play: async ({ canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      const bar = canvas.getByRole('progressbar');
      await expect(valueOf(bar)).toBe(1);
      await advance(clock, 199);
      await expect(valueOf(bar)).toBe(1);
      await advance(clock, 1);
      await expect(valueOf(bar)).toBe(5);
      await advance(clock, 200 * 9);
      await expect(valueOf(bar)).toBe(41);
      // Within the 5000 ms duration it reaches 99 and stays there until finished.
      await advance(clock, 5000);
      await expect(valueOf(bar)).toBe(99);
      await advance(clock, 5000);
      await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');
    } finally {
      clock.uninstall();
    }
  },
};

/** A request failed: the bar stops where it was, in the warning colour, and says 加载失败. */
export const Failed: Story = {
  args: { step: 60, isMock: true, hasFailed: true },
  play: async ({ canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      const bar = canvas.getByRole('progressbar');
      await expect(bar).toHaveAttribute('aria-valuetext', '加载失败');
      await advance(clock, 1000);
      await expect(valueOf(bar)).toBe(60);
    } finally {
      clock.uninstall();
    }
  },
};
