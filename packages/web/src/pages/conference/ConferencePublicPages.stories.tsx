import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within, waitFor } from 'storybook/test';
import { conferenceLabels, messages } from '@wenxian/domain';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { ConferenceAuthPage } from './ConferenceAuthPage';
import { ConferenceNoticePage } from './ConferenceNoticePage';
import { ConferenceOrganizationPage } from './ConferenceOrganizationPage';
import { ConferenceResultsPage } from './ConferenceResultsPage';

const L = conferenceLabels;

/** The conference area's smaller public pages: results, notices, organizers and the auth page. */
const meta = {
  title: 'Web/Pages/Conference/Public',
  component: ConferenceResultsPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    siteLayout: 'conference',
    deeplink: { path: '/conference/results?k=%E7%BB%8F%E6%B5%8E' },
  },
} satisfies Meta<typeof ConferenceResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: L.results.title('经济') })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /经济学学术会议$/ })).length).toBeGreaterThan(0);
  },
};

export const ResultsEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario({ method: 'post', path: '/conference/search' }, { empty: true }),
        scenario({ method: 'post', path: '/conference/searchBook' }, { empty: true }),
      ],
    },
  },
  play: async ({ canvas }) => {
    // Each empty section loads on its own: wait until all have said so.
    await waitFor(() => expect(canvas.getAllByText(messages.loader.empty).length).toBe(2));
  },
};

export const NoticeList: Story = {
  render: () => <ConferenceNoticePage />,
  parameters: { deeplink: { path: '/conference/notice', route: '/conference/notice/:id?' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: L.notice.listHeading })).toBeVisible();
  },
};

export const Notice: Story = {
  render: () => <ConferenceNoticePage />,
  parameters: { deeplink: { path: '/conference/notice/C0001', route: '/conference/notice/:id?' } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: L.notice.title });
    await expect(within(panel).getByRole('link', { name: L.notice.toConference })).toHaveAttribute(
      'href',
      '/conference/C0001',
    );
  },
};

export const Organizers: Story = {
  render: () => <ConferenceOrganizationPage />,
  parameters: { deeplink: { path: '/conference/organization', route: '/conference/organization/:id?' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: L.organization.listHeading })).toBeVisible();
    await expect((await canvas.findAllByText(/^主办会议 \d+ 个$/)).length).toBeGreaterThan(1);
  },
};

/** A visitor is asked to log in, not told that an account lacks the right. */
export const Auth: Story = {
  render: () => <ConferenceAuthPage />,
  parameters: { deeplink: { path: '/conference/auth' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(L.auth.loginFirst)).toBeVisible();
    await expect(canvas.queryByText(L.auth.notYet)).toBeNull();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: L.auth.loginAction })).toHaveAttribute(
      'href',
      expect.stringContaining('/account?serve='),
    );
  },
};

/** A member without the conference role is told so, with a way to switch account. */
export const AuthMember: Story = {
  render: () => <ConferenceAuthPage />,
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { deeplink: { path: '/conference/auth' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(L.auth.notYet)).toBeVisible();
    await expect(canvas.getByRole('link', { name: L.auth.login })).toBeVisible();
  },
};
