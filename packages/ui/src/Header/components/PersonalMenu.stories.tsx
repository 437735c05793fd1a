import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellLabels } from '@wenxian/domain';
import { conferenceUser, managerUser, memberUser } from '../Header.fixtures';
import { defaultHeaderHrefs } from '../types';
import { PersonalMenu } from './PersonalMenu';

const L = shellLabels.header;

/** The logged-in dropdown's content on its own (the header opens it in a HoverPanel). */
const meta = {
  title: 'UI/Shell/Header/PersonalMenu',
  component: PersonalMenu,
  args: { user: memberUser, hrefs: defaultHeaderHrefs, onLogout: fn() },
} satisfies Meta<typeof PersonalMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordinary user: name, level, wallet with 充值, the personal entries; no journal service. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('张同学')).toBeVisible();
    await expect(canvas.getByText(`${L.level}3`)).toBeVisible();
    await expect(canvas.getByText(`${L.balance}：¥1280.00`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: L.recharge })).toHaveAttribute('href', defaultHeaderHrefs.recharge);
    const entries: [string, string][] = [
      [L.account, defaultHeaderHrefs.account],
      [L.personalCenter, defaultHeaderHrefs.personalCenter],
      [L.orders, defaultHeaderHrefs.orders],
      [L.coupons, defaultHeaderHrefs.coupons],
      [L.collectFollowSubscribe, defaultHeaderHrefs.collectFollowSubscribe],
    ];
    for (const [name, href] of entries) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.queryByRole('link', { name: L.journalService })).toBeNull();
    await expect(canvas.queryByRole('link', { name: L.conferenceManager })).toBeNull();
  },
};

/** A conference role holder gets 会议管理 first in the list, to the conference manager area. */
export const ConferenceRoleUser: Story = {
  args: { user: conferenceUser },
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('list')).getAllByRole('listitem')[0];
    await expect(within(first!).getByRole('link', { name: L.conferenceManager })).toHaveAttribute(
      'href',
      defaultHeaderHrefs.conferenceManager,
    );
    await expect(canvas.queryByRole('link', { name: L.journalService })).toBeNull();
  },
};

/** A journal manager also gets the journal-service entry, first in the list. */
export const ManagerUser: Story = {
  args: { user: managerUser },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list'));
    const first = list.getAllByRole('listitem')[0];
    await expect(within(first!).getByRole('link', { name: L.journalService })).toHaveAttribute(
      'href',
      defaultHeaderHrefs.journalService,
    );
    await expect(canvas.getByText(`${L.level}5`)).toBeVisible();
  },
};

/** A large balance is written in full, in yuan, as the wallet and pay pages write it (the money is exact). */
export const LargeBalance: Story = {
  args: { user: { ...memberUser, balance: 123_456 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${L.balance}：¥123456.00`)).toBeVisible();
  },
};

/** 退出登录 is a button that hands the choice to the site (which calls the server and clears the cookies). */
export const Logout: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: L.logout }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
