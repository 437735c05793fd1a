import type { Meta, StoryObj } from '@storybook/react-vite';
import { startTransition, useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { advance, installFakeClock } from './fakeClock';

/** One millisecond of real work per instance: a list of them renders over many frames, as on a busy machine. */
function SlowRow() {
  const end = performance.now() + 1;
  while (performance.now() < end);
  return null;
}

/**
 * Says 到时 one second after it appears, in a transition whose render spans many frames (React renders it in
 * slices between them): what a loaded browser does to any update.
 */
function LateCommit() {
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setIsDue(true)), 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div>
      <p>{isDue ? '到时' : '等待'}</p>
      {isDue && Array.from({ length: 300 }, (_, row) => <SlowRow key={row} />)}
    </div>
  );
}

const meta = {
  title: 'UI/Testing/FakeClock',
  component: LateCommit,
  // The helper's own check: the text is all there is to see.
  parameters: { screenshot: false },
} satisfies Meta<typeof LateCommit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `advance` resolves once what the timers set is committed, however many frames the render takes. */
export const AdvanceWaitsForTheCommit: Story = {
  play: async ({ canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      await expect(canvas.getByText('等待')).toBeInTheDocument();
      await advance(clock, 999);
      await expect(canvas.getByText('等待')).toBeInTheDocument();
      await advance(clock, 1);
      await expect(canvas.getByText('到时')).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};
