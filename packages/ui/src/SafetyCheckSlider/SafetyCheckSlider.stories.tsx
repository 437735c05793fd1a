import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels, messages } from '@wenxian/domain';
import { Button } from '../Button';
import { FreezeMotion } from '../test/FreezeMotion';
import { SafetyCheckSlider, type SafetyCheckSliderProps } from './SafetyCheckSlider';
import { sampleImageLoader } from './safetyCheckSampleImage';
import { dragHandle, expectedAngle } from './pointerDrag';

const labels = dialogLabels.safetyCheck;

/**
 * Opens the check from a button and closes it on success or cancel, like the web owner does. The
 * `loadImage` arg is the spy; pictures come from a loader made per mount, so every story starts
 * from the same first picture.
 */
function SafetyCheckHarness(props: SafetyCheckSliderProps) {
  const [isOpen, setIsOpen] = useState(props.isOpen);
  const [nextImage] = useState(sampleImageLoader);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>{messages.safetyCheck.title}</Button>
      <SafetyCheckSlider
        {...props}
        isOpen={isOpen}
        loadImage={() => {
          void props.loadImage();
          return nextImage();
        }}
        onSuccess={() => {
          props.onSuccess();
          setIsOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setIsOpen(false);
        }}
      />
    </>
  );
}

/** The spinner turns forever; under test it is stilled so the snapshot is stable. */
const stillSpinner = (Story: () => React.ReactNode) => (
  <>
    <FreezeMotion />
    <Story />
  </>
);

const meta = {
  title: 'UI/Dialogs/SafetyCheckSlider',
  component: SafetyCheckSlider,
  render: (args) => <SafetyCheckHarness {...args} />,
  args: {
    isOpen: true,
    loadImage: fn(() => Promise.resolve('')),
    onVerify: fn(() => Promise.resolve(true)),
    onSuccess: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SafetyCheckSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function parts() {
  const dialog = await body.findByRole('dialog', { name: messages.safetyCheck.title });
  const handle = within(dialog).getByRole('slider', { name: labels.sliderLabel });
  const track = within(dialog).getByTestId('safety-check-track');
  await within(dialog).findByTestId('safety-check-image');
  return { dialog, handle, track };
}

/** Step 1: reset handle, no result, not checking, a fresh image. */
export const Idle: Story = {
  play: async ({ args }) => {
    const { dialog, handle } = await parts();
    await expect(within(dialog).getByText(labels.instruction)).toBeVisible();
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await expect(handle).toHaveAttribute('aria-disabled', 'false');
    await expect(args.loadImage).toHaveBeenCalledTimes(1);
    await expect(within(dialog).queryByTestId('safety-check-checking')).toBeNull();
  },
};

/** Step 2: the handle follows the pointer and the picture turns 360 × travel / max travel. */
export const Dragging: Story = {
  play: async ({ args }) => {
    const { dialog, handle, track } = await parts();
    dragHandle(handle, track, 100, { end: 'hold' });
    const angle = expectedAngle(handle, track, 100);
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', String(angle)));
    const image = within(dialog).getByTestId('safety-check-image');
    await expect(image.style.transform).toMatch(/^rotate\(\d+(\.\d+)?deg\)$/);
    await expect(Math.round(Number.parseFloat(image.style.transform.slice(7)))).toBe(angle);
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** The handle stays between 0 and track width minus handle width. */
export const DragClamped: Story = {
  args: { onVerify: fn(() => new Promise<boolean>(() => undefined)) },
  decorators: [stillSpinner],
  play: async ({ args }) => {
    const { handle, track } = await parts();
    dragHandle(handle, track, -80, { end: 'hold' });
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    dragHandle(handle, track, 5000, { end: 'release' });
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith(360));
    const max = track.clientWidth - handle.offsetWidth;
    await expect(handle.style.transform).toBe(`translateX(${max}px)`);
  },
};

/** Step 3: release verifies with the rounded angle; the loading icon shows and the handle is locked. */
export const Checking: Story = {
  args: { onVerify: fn(() => new Promise<boolean>(() => undefined)) },
  decorators: [stillSpinner],
  play: async ({ args }) => {
    const { dialog, handle, track } = await parts();
    dragHandle(handle, track, 60);
    const angle = expectedAngle(handle, track, 60);
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith(angle));
    await expect(Number.isInteger(angle)).toBe(true);
    await expect(within(dialog).getByTestId('safety-check-checking')).toBeVisible();
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(labels.checking);
    // A new press while checking does not move the handle.
    dragHandle(handle, track, 80);
    await expect(handle).toHaveAttribute('aria-valuenow', String(angle));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};

/** The pointer leaving the track also ends the drag and verifies. */
export const PointerLeaves: Story = {
  args: { onVerify: fn(() => new Promise<boolean>(() => undefined)) },
  decorators: [stillSpinner],
  play: async ({ args }) => {
    const { handle, track } = await parts();
    dragHandle(handle, track, 120, { end: 'leave' });
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith(expectedAngle(handle, track, 120)));
  },
};

/** Step 4: success shows, the dialog closes after 200 ms, the caller is resolved and focus returns to the opener. */
export const Success: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: messages.safetyCheck.title }));
    const { dialog, handle, track } = await parts();
    dragHandle(handle, track, 90);
    await within(dialog).findByText(labels.success);
    const shownAt = performance.now();
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(150);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: messages.safetyCheck.title })).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Step 5: a wrong angle shows the error for 1 s, then the handle resets and a new image loads. */
export const WrongAngle: Story = {
  args: { onVerify: fn(() => Promise.resolve(false)) },
  play: async ({ args }) => {
    const { dialog, handle, track } = await parts();
    const firstImage = within(dialog).getByTestId('safety-check-image').getAttribute('src');
    dragHandle(handle, track, 150);
    await within(dialog).findByText(labels.wrong);
    const shownAt = performance.now();
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '0'));
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(900);
    await expect(within(dialog).queryByText(labels.wrong)).toBeNull();
    await waitFor(() => expect(args.loadImage).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(within(dialog).getByTestId('safety-check-image').getAttribute('src')).not.toBe(firstImage),
    );
    await expect(handle).toHaveAttribute('aria-disabled', 'false');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Step 6: a failed request ends checking, resets the handle and loads a new image. */
export const RequestFailure: Story = {
  args: { onVerify: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ args }) => {
    const { dialog, handle, track } = await parts();
    dragHandle(handle, track, 70);
    await within(dialog).findByText(labels.requestFailed);
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await expect(handle).toHaveAttribute('aria-disabled', 'false');
    await waitFor(() => expect(args.loadImage).toHaveBeenCalledTimes(2));
    await within(dialog).findByTestId('safety-check-image');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Step 7: backdrop and Esc do not close it; the × button cancels and focus returns. */
export const ClosedWithoutSuccess: Story = {
  play: async ({ args, canvas }) => {
    await parts();
    await userEvent.click(body.getByTestId('modal-backdrop'));
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: dialogLabels.common.close }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSuccess).not.toHaveBeenCalled();
    // Reopening starts over with a fresh image; closing again returns focus to the opener.
    const opener = canvas.getByRole('button', { name: messages.safetyCheck.title });
    await userEvent.click(opener);
    const { handle } = await parts();
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await expect(args.loadImage).toHaveBeenCalledTimes(2);
    await userEvent.click(body.getByRole('button', { name: dialogLabels.common.close }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * It opens with the slider focused (an Enter meant for a field behind does not cancel it); arrow keys turn the
 * picture by 10°, Enter verifies; focus stays trapped in the dialog.
 */
export const Keyboard: Story = {
  args: { onVerify: fn(() => new Promise<boolean>(() => undefined)) },
  decorators: [stillSpinner],
  play: async ({ args }) => {
    const { dialog, handle } = await parts();
    await waitFor(() => expect(handle).toHaveFocus());
    await userEvent.keyboard(
      '{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    await expect(handle).toHaveAttribute('aria-valuenow', '90');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(handle).toHaveAttribute('aria-valuenow', '80');
    await userEvent.keyboard('{End}');
    await expect(handle).toHaveAttribute('aria-valuenow', '360');
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(handle).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith(20);
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Touch drags work like the mouse (touch-action none keeps the page from scrolling). */
export const Touch: Story = {
  args: { onVerify: fn(() => Promise.resolve(true)) },
  play: async ({ args }) => {
    const { dialog, handle, track } = await parts();
    await expect(getComputedStyle(track).touchAction).toBe('none');
    dragHandle(handle, track, 130, { pointerType: 'touch' });
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith(expectedAngle(handle, track, 130)));
    await within(dialog).findByText(labels.success);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};
