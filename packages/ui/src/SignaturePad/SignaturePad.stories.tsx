import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignaturePad } from './SignaturePad';

const meta = {
  title: 'UI/SignaturePad',
  component: SignaturePad,
  args: { label: '签名区域：请用鼠标或手指在此签名', clearLabel: '重写', onChange: fn() },
  decorators: [(Story) => <div style={{ width: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draws one stroke across the canvas with pointer events, as a mouse or finger would. */
function drawStroke(canvas: HTMLElement) {
  const box = canvas.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    clientX: box.left + x,
    clientY: box.top + y,
    pointerId: 1,
    isPrimary: true,
    buttons: 1,
    button: 0,
    bubbles: true,
    pointerType: 'mouse',
  });
  canvas.dispatchEvent(new PointerEvent('pointerdown', at(20, 40)));
  for (let i = 1; i <= 12; i += 1)
    canvas.dispatchEvent(new PointerEvent('pointermove', at(20 + i * 20, 40 + (i % 3) * 15)));
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...at(260, 70), buttons: 0 }));
}

/** Nothing drawn yet: the clear button is disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /签名区域/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '重写' })).toBeDisabled();
  },
};

/** A stroke is drawn: the signature comes out as a PNG data URL; clearing answers null. */
export const Drawn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvas.getByRole('img', { name: /签名区域/ });
    await waitFor(() => expect(pad.getAttribute('data-empty')).toBe('true'));
    // The library loads on first render; draw once it listens.
    await waitFor(() => {
      drawStroke(pad);
      expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/));
    });
    const clear = canvas.getByRole('button', { name: '重写' });
    await expect(clear).toBeEnabled();
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A message under the pad (the page's validation) and a disabled pad while submitting. */
export const WithStatusDisabled: Story = {
  args: { status: '请先完成电子签名', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('请先完成电子签名')).toBeInTheDocument();
  },
};
