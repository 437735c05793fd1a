import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ACCOUNT_PATHS, apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, maskPhone, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { UserInfoPage } from './UserInfoPage';

const L = accountLabels;
const P = L.pages.userInfo;
const memberInfo = { method: 'post', path: ACCOUNT_PATHS.memberInfo } as const;
const updateUserInfo = { method: 'post', path: ACCOUNT_PATHS.updateUserInfo } as const;

/** /personalcenter/userInfo for a member (13800000002): the profile and the name edit. */
const meta = {
  title: 'Web/Pages/Accounts/UserInfo',
  component: UserInfoPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/userInfo' } },
} satisfies Meta<typeof UserInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile with the name form filled in. */
export const Normal: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const form = await main.findByRole('form', { name: P.title });
    await expect(within(form).getByRole('textbox', { name: L.fields.realName })).not.toHaveValue('');
    // The mobile number is masked as on every other page: 138****0002, never the full number.
    await expect(main.getByText(maskPhone('13800000002'))).toBeVisible();
    await expect(main.queryByText('13800000002')).not.toBeInTheDocument();
    // Without an image host the avatar is the name's first character, not an image address that answers 404.
    const avatar = main.getByRole('img', { name: L.pages.userInfo.avatar });
    await expect(avatar.tagName).not.toBe('IMG');
    await expect(avatar.textContent).toHaveLength(1);
  },
};

/** An emptied name is refused with its message; a too long name too, and what was typed stays. */
export const InvalidName: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const name = await main.findByRole('textbox', { name: L.fields.realName });
    await userEvent.clear(name);
    await userEvent.click(main.getByRole('button', { name: L.actions.save }));
    await expect(await main.findByText(L.form.realNameRequired)).toBeVisible();
    const long = '一二三四五六七八九十一二三四五六七八九十一';
    await userEvent.type(name, long);
    await expect(await main.findByText(L.form.realNameTooLong)).toBeVisible();
    await expect(name).toHaveValue(long);
  },
};

/** Saving a new name: 已保存. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const name = await main.findByRole('textbox', { name: L.fields.realName });
    await userEvent.clear(name);
    await userEvent.type(name, '周明');
    await userEvent.click(main.getByRole('button', { name: L.actions.save }));
    await expect(await canvas.findByText(L.actions.saved)).toBeVisible();
    await expect(name).toHaveValue('周明');
    // Whether the clicked button still shows its focus ring varies with timing: the picture is taken without.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refuses the save: its message, and the typed name stays. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [scenario(updateUserInfo, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const name = await main.findByRole('textbox', { name: L.fields.realName });
    await userEvent.clear(name);
    await userEvent.type(name, '周明');
    await userEvent.click(main.getByRole('button', { name: L.actions.save }));
    await expect(await canvas.findByText(messages.errorPage.networkError)).toBeVisible();
    await expect(name).toHaveValue('周明');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(memberInfo, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};
