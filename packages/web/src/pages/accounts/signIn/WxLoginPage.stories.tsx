import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ACCOUNT_PATHS, apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { WxLoginPage } from './WxLoginPage';

const W = accountLabels.pages.wxPage;
const wxLogin = { method: 'post', path: ACCOUNT_PATHS.loginByWeixin } as const;
const wxAt = (query = '') => ({ path: `/account/wxPage${query}`, route: '/account/wxPage' });

/** /account/wxPage, the WeChat login page, with a member (13800000002) signed in: the page says the same. */
const meta = {
  title: 'Web/Pages/Accounts/WxLogin',
  component: WxLoginPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: wxAt() },
} satisfies Meta<typeof WxLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /account/wxPage without a code: scan with WeChat, or log in another way. */
export const WxLogin: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent(W.body);
    await expect(main.getByRole('link', { name: W.other })).toHaveAttribute('href', '/account');
  },
};

/** Back from WeChat with a code: 正在登录… while the code is exchanged. */
export const WxLoginSigningIn: Story = {
  parameters: {
    deeplink: wxAt('?code=wx-code&state=s1'),
    msw: { handlers: [scenario(wxLogin, { latencyMs: 'infinite' })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('status')).toHaveTextContent(W.signingIn);
  },
};

/** The exchange fails: the page says to scan again. */
export const WxLoginFailed: Story = {
  parameters: {
    deeplink: wxAt('?code=wx-code&state=s1'),
    msw: { handlers: [scenario(wxLogin, { code: 500 })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText(W.body)).toBeVisible();
  },
};
