import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { managerAnalyses, managerLabels, messages } from '@wenxian/domain';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { LiteratureInquiryPage } from './LiteratureInquiryPage';
import { ManagerAccountPassword } from './account/ManagerAccountPasswordPage';
import { ManagerAuthPage } from './ManagerAuthPage';
import { ManagerHomePage } from './ManagerHomePage';

const L = managerLabels;

/** The manager's home, literature inquiry, auth and account pages. */
const meta = {
  title: 'Web/Pages/Manager/Pages',
  component: ManagerHomePage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1005');
  },
  parameters: { layout: 'fullscreen', siteLayout: 'noSideBar', deeplink: { path: '/manager' } },
} satisfies Meta<typeof ManagerHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The managed journal at a glance and an entry to every analysis. */
export const Home: Story = {
  play: async ({ canvas }) => {
    const analyses = await canvas.findByRole('region', { name: L.home.analysesHeading });
    await expect(within(analyses).getAllByRole('link')).toHaveLength(managerAnalyses.length);
    await expect(await canvas.findByText('发文量', { exact: false })).toBeVisible();
  },
};

export const HomeLoading: Story = {
  parameters: {
    msw: { handlers: [scenario({ method: 'post', path: '/magazine/journalanalysis' }, { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const LiteratureInquiry: Story = {
  render: () => <LiteratureInquiryPage />,
  parameters: { deeplink: { path: '/manager/literatureInquiry' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: L.inquiry.title });
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

export const LiteratureInquiryEmpty: Story = {
  render: () => <LiteratureInquiryPage />,
  parameters: {
    deeplink: { path: '/manager/literatureInquiry' },
    msw: { handlers: [scenario({ method: 'post', path: '/magazine/literatureInquiry' }, { empty: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

/** A member without the journal service (a personal member). */
export const Auth: Story = {
  render: () => <ManagerAuthPage />,
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { deeplink: { path: '/manager/auth' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(L.auth.notYet)).toBeVisible();
  },
};

/** The password form names each problem and keeps what was typed. */
export const PasswordInvalid: Story = {
  render: () => <ManagerAccountPassword />,
  parameters: { deeplink: { path: '/manager/account/password' } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(L.account.newPassword), 'abcdefgh');
    await userEvent.click(canvas.getByRole('button', { name: L.account.submit }));
    await expect(await canvas.findByText('请输入原密码')).toBeVisible();
    await expect(canvas.getByText('新密码须为8-20位，且同时包含字母和数字')).toBeVisible();
    await expect(canvas.getByLabelText(L.account.newPassword)).toHaveValue('abcdefgh');
  },
};
