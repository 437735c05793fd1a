import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { dialogLabels, messages } from '@wenxian/domain';
import { sampleImageLoader } from '../SafetyCheckSlider/safetyCheckSampleImage';
import { dragHandle, expectedAngle } from '../SafetyCheckSlider/pointerDrag';
import { SafetyCheckPage, type SafetyCheckPageProps } from './SafetyCheckPage';

/** Pictures from a per-mount loader; the `loadImage` arg only records the calls. */
function Harness(props: SafetyCheckPageProps) {
  const [nextImage] = useState(sampleImageLoader);
  return (
    <SafetyCheckPage
      {...props}
      loadImage={() => {
        void props.loadImage();
        return nextImage();
      }}
    />
  );
}

const meta = {
  title: 'UI/Dialogs/SafetyCheckPage',
  component: SafetyCheckPage,
  render: (args) => <Harness {...args} />,
  args: {
    loadImage: fn(() => Promise.resolve('')),
    onVerify: fn(() => Promise.resolve(true)),
    onVerified: fn(),
  },
} satisfies Meta<typeof SafetyCheckPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 您的访问频率过高，请进行安全认证 above the slider. */
export const Verify: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(messages.errorPage.safetyCheckRequired);
    await expect(canvas.getByRole('region', { name: messages.errorPage.safetyCheckRequired })).toBeVisible();
    await canvas.findByTestId('safety-check-image');
    await expect(canvas.getByRole('slider', { name: dialogLabels.safetyCheck.sliderLabel })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(args.loadImage).toHaveBeenCalledTimes(1);
  },
};

/** A passing drag shows 跳转中··· and tells the owner to redirect. */
export const Redirecting: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByTestId('safety-check-image');
    const handle = canvas.getByRole('slider');
    const track = canvas.getByTestId('safety-check-track');
    dragHandle(handle, track, 110);
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith(expectedAngle(handle, track, 110)));
    const redirecting = await canvas.findByText(messages.errorPage.redirecting);
    await expect(redirecting).toHaveAttribute('role', 'status');
    await expect(args.onVerified).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};

/** A wrong angle keeps the user on the page with a new picture. */
export const WrongAngle: Story = {
  args: { onVerify: fn(() => Promise.resolve(false)) },
  play: async ({ canvas, args }) => {
    await canvas.findByTestId('safety-check-image');
    const handle = canvas.getByRole('slider');
    dragHandle(handle, canvas.getByTestId('safety-check-track'), 40);
    await canvas.findByText(dialogLabels.safetyCheck.wrong);
    await waitFor(() => expect(args.loadImage).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '0'));
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};
