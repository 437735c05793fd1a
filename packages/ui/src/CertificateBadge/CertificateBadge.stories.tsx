import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CertificateBadge } from './CertificateBadge';

/** Beijing noon of a calendar day, in epoch ms. */
const beijingNoon = (isoDate: string) => Date.parse(`${isoDate}T12:00:00+08:00`);

const meta = {
  title: 'UI/Shell/CertificateBadge',
  component: CertificateBadge,
  args: { serverTime: beijingNoon('2026-11-22'), clientTime: beijingNoon('2026-11-22') },
} satisfies Meta<typeof CertificateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Server time 2026-11-22: 996 days since 2024-03-01 and 251 days to 2027-07-31 (the project's fixed
 * start and end, docs/decisions/domain.md).
 */
export const FromServerTime: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('note', { name: '安全认证' });
    await expect(badge).toHaveTextContent('已安全服务996天');
    await expect(badge).toHaveTextContent('证书剩余251天');
  },
};

/** No server time: the client's clock counts (2025-03-01: 365 days served, 882 remaining). */
export const ClientTimeFallback: Story = {
  args: { serverTime: null, clientTime: beijingNoon('2025-03-01') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('已安全服务365天');
    await expect(canvas.getByRole('note')).toHaveTextContent('证书剩余882天');
  },
};

/** The server's time wins over a wrong client clock. */
export const ServerTimeWinsOverClient: Story = {
  args: { serverTime: beijingNoon('2024-03-02'), clientTime: beijingNoon('2030-01-01') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('已安全服务1天');
  },
};

/** After the end date both counts stop at their bounds: remaining is never negative. */
export const Expired: Story = {
  args: { serverTime: beijingNoon('2027-08-15') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('证书剩余0天');
  },
};
