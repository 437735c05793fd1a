import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels, feedbackLimits, messages } from '@wenxian/domain';
import { withOpener } from '../ConfirmDialog/storyHarness';
import { FeedbackDialog } from './FeedbackDialog';
import { oversizedPng, pngFiles } from './feedbackFiles';

const labels = dialogLabels.feedback;
type StoryImage = { path: string; type: 'url' };

const Harness = withOpener(FeedbackDialog<StoryImage>, labels.title, ['onClose']);

const meta = {
  title: 'UI/Dialogs/FeedbackDialog',
  component: FeedbackDialog<StoryImage>,
  render: (args) => <Harness {...args} />,
  args: {
    isOpen: true,
    sourceType: 1,
    uploadImages: fn((files: File[]) =>
      Promise.resolve(files.map((file) => ({ path: `/feedback/${file.name}`, type: 'url' as const }))),
    ),
    onSubmit: fn(() => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof FeedbackDialog<StoryImage>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function form() {
  const dialog = await body.findByRole('dialog', { name: labels.title });
  const inDialog = within(dialog);
  return {
    dialog,
    content: inDialog.getByRole('textbox', { name: labels.contentLabel }),
    contact: inDialog.getByRole('textbox', { name: labels.contactLabel }),
    fileInput: () => inDialog.getByLabelText(labels.addImage),
    submit: () => inDialog.getByRole('button', { name: labels.submit }),
    alert: () => inDialog.getByRole('alert'),
    thumbs: () => inDialog.queryAllByRole('img'),
  };
}

async function fillAll(f: Awaited<ReturnType<typeof form>>, contact = '13812345678') {
  await userEvent.type(f.content, '检索结果页的分页按钮点击无反应');
  await userEvent.upload(f.fileInput(), await pngFiles(1));
  await waitFor(() => expect(f.submit()).toBeEnabled());
  await userEvent.type(f.contact, contact);
}

/** The empty form; submitting it names what is missing. */
export const Empty: Story = {
  play: async ({ args }) => {
    const f = await form();
    await expect(f.content).toHaveValue('');
    await expect(f.thumbs()).toHaveLength(0);
    await userEvent.click(f.submit());
    await expect(f.alert()).toHaveTextContent(messages.feedback.incomplete);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Description without image or contact: 请查看问题描述、图片、联系方式是否添加完整. */
export const Incomplete: Story = {
  play: async ({ args }) => {
    const f = await form();
    await userEvent.type(f.content, '页面加载很慢');
    await userEvent.type(f.contact, 'reader@example.com');
    await userEvent.click(f.submit());
    await expect(f.alert()).toHaveTextContent(messages.feedback.incomplete);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A contact that is no mobile, e-mail or QQ number: 请输入正确的联系方式. */
export const InvalidContact: Story = {
  play: async ({ args }) => {
    const f = await form();
    await fillAll(f, '0123');
    await userEvent.click(f.submit());
    await expect(f.alert()).toHaveTextContent(messages.feedback.invalidContact);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An image over 2 MB: 同学 你的图片太大了, and it is dropped (never uploaded). */
export const ImageTooLarge: Story = {
  play: async ({ args }) => {
    const f = await form();
    await userEvent.upload(f.fileInput(), oversizedPng());
    await expect(f.alert()).toHaveTextContent(messages.feedback.imageTooLarge);
    await expect(f.thumbs()).toHaveLength(0);
    await expect(args.uploadImages).not.toHaveBeenCalled();
  },
};

/** Six images at once: five are kept, the sixth is refused, and the add button goes away. */
export const SixthImageRefused: Story = {
  play: async ({ args }) => {
    const f = await form();
    await userEvent.upload(f.fileInput(), await pngFiles(6));
    await expect(f.alert()).toHaveTextContent(labels.tooManyImages(feedbackLimits.maxImages));
    await waitFor(() => expect(f.thumbs()).toHaveLength(5));
    await expect(args.uploadImages).toHaveBeenCalledTimes(1);
    await expect((args.uploadImages as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveLength(5);
    await expect(within(f.dialog).queryByLabelText(labels.addImage)).toBeNull();
    await waitFor(() => expect(f.submit()).toBeEnabled());
  },
};

/** A type outside jpg, png, gif, webp, psd, tif, bmp, jpeg is refused. */
export const WrongTypeRefused: Story = {
  play: async ({ args }) => {
    const f = await form();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(f.fileInput(), new File(['<svg/>'], 'diagram.svg', { type: 'image/svg+xml' }));
    await expect(f.alert()).toHaveTextContent(labels.wrongType);
    await expect(f.thumbs()).toHaveLength(0);
    await expect(args.uploadImages).not.toHaveBeenCalled();
  },
};

/** While images upload the submit button waits. */
export const Uploading: Story = {
  args: { uploadImages: fn((_files: File[]) => new Promise<StoryImage[]>(() => undefined)) },
  play: async () => {
    const f = await form();
    await userEvent.upload(f.fileInput(), await pngFiles(2));
    await waitFor(() => expect(f.thumbs()).toHaveLength(2));
    await expect(within(f.dialog).getAllByText(labels.uploading).length).toBeGreaterThanOrEqual(2);
    await expect(within(f.dialog).getByRole('button', { name: labels.uploading })).toBeDisabled();
  },
};

/** A removed image leaves the list. */
export const RemoveImage: Story = {
  play: async () => {
    const f = await form();
    await userEvent.upload(f.fileInput(), await pngFiles(2));
    await waitFor(() => expect(f.thumbs()).toHaveLength(2));
    await userEvent.click(within(f.dialog).getByRole('button', { name: labels.removeImage('screenshot-1.png') }));
    await expect(f.thumbs().map((img) => img.getAttribute('alt'))).toEqual(['screenshot-2.png']);
  },
};

/** Saved from the side toolbar (sourceType 1): 反馈成功 and the form resets. */
export const SuccessResets: Story = {
  play: async ({ args }) => {
    const f = await form();
    await fillAll(f);
    await userEvent.click(f.submit());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      content: '检索结果页的分页按钮点击无反应',
      contactMethod: '13812345678',
      imageFileList: [{ path: '/feedback/screenshot-1.png', type: 'url' }],
      sourceType: 1,
    });
    await waitFor(() => expect(within(f.dialog).getByRole('status')).toHaveTextContent(messages.feedback.success));
    await expect(f.content).toHaveValue('');
    await expect(f.contact).toHaveValue('');
    await expect(f.thumbs()).toHaveLength(0);
    // The button stays where the visitor left it, ready for another feedback.
    await expect(f.submit()).toHaveFocus();
  },
};

/** While the feedback is sent the button says 提交中, keeps focus, and a second press sends nothing more. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const f = await form();
    await fillAll(f);
    await userEvent.click(f.submit());
    const sending = await within(f.dialog).findByRole('button', { name: labels.submitting });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(sending).toHaveFocus();
    await userEvent.click(sending);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(f.content).toHaveValue('检索结果页的分页按钮点击无反应');
  },
};

/** The later shell's entry sends sourceType 2. */
export const SourceType2: Story = {
  args: { sourceType: 2 },
  play: async ({ args }) => {
    const f = await form();
    await fillAll(f, '12345678');
    await userEvent.click(f.submit());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ sourceType: 2, contactMethod: '12345678' }),
    );
  },
};

/** Esc and × close; the backdrop does not (typed text is kept); focus returns to the opener. */
export const Close: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: labels.title });
    await userEvent.click(opener);
    await form();
    await userEvent.click(body.getByTestId('modal-backdrop'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
