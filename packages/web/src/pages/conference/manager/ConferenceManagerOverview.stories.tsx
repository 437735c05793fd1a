import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { conferenceLabels } from '@wenxian/domain';
import { apiConfig, saveAuditRecord, searchConferences, submitAuditRecords } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { withPage } from '../../../test/withPage';
import { ConferenceManagerInfo } from './ConferenceManagerInfoPage';
import { ConferenceManagerOverview } from './ConferenceManagerPage';
import { ConferenceManagerResources } from './ConferenceManagerResourcePage';

const L = conferenceLabels.manager;

/** Two records of the holder's newest conference: one draft with its file, one waiting for the signature. */
async function seedRecords() {
  signInAs(apiConfig().sessionId, 'U1006');
  const conferenceId = (await searchConferences({ pageSize: 1, mine: true })).list[0]?.id ?? '';
  await saveAuditRecord({ conferenceId, title: '草稿论文', authors: ['甲'], fileName: 'draft.pdf' });
  const waiting = await saveAuditRecord({ conferenceId, title: '待授权论文', authors: ['乙'], fileName: 'wait.pdf' });
  await submitAuditRecords({ ids: [waiting.id] });
}

const meta = {
  title: 'Web/Pages/Conference/ManagerOverview',
  component: ConferenceManagerOverview,
  decorators: [withPage],
  beforeEach: seedRecords,
  parameters: { layout: 'fullscreen', siteLayout: 'conference', deeplink: { path: '/conference/manager' } },
} satisfies Meta<typeof ConferenceManagerOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts per state and the way to the signature for the record that waits. */
export const WithRecords: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: `${L.sign}（1）` })).toHaveAttribute(
      'href',
      expect.stringContaining('/conference/esignature?ids='),
    );
    const counts = canvas.getByRole('region', { name: L.counts });
    await expect(within(counts).getAllByText('1')).toHaveLength(2);
  },
};

/** The chooser offers the holder's own conferences only, not every conference of the site. */
export const OwnConferences: Story = {
  play: async ({ canvas }) => {
    const chooser = await canvas.findByRole('combobox', { name: L.conference });
    const all = await searchConferences({ pageSize: 100 });
    const own = await searchConferences({ pageSize: 100, mine: true });
    await expect(own.total).toBeLessThan(all.total);
    // The chooser is drawn before the manager's conferences arrive: its options come with them.
    await waitFor(() =>
      expect(
        within(chooser)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(own.list.map((c) => c.name)),
    );
  },
};

/** The conference's profile beside the counts. */
export const ConferenceInfo: Story = {
  render: () => <ConferenceManagerInfo />,
  parameters: { deeplink: { path: '/conference/manager/info' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: /学术会议$/ })).toBeVisible();
  },
};

/** The uploaded files; only the draft's can still be replaced. */
export const Resources: Story = {
  render: () => <ConferenceManagerResources />,
  parameters: { deeplink: { path: '/conference/manager/resource' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: L.resources });
    await expect(within(table).getByText('draft.pdf')).toBeVisible();
    await expect(within(table).getAllByRole('button', { name: L.upload })).toHaveLength(1);
  },
};
