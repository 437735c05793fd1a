import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { conferenceLabels } from '@wenxian/domain';
import { apiConfig, saveAuditRecord, searchConferences, submitAuditRecords } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { withPage } from '../../../test/withPage';
import { page } from './EsignaturePage';

const L = conferenceLabels.esign;
const Esignature = page.Component;

const meta = {
  title: 'Web/Pages/Conference/Esignature',
  component: Esignature,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1006');
  },
  parameters: { layout: 'fullscreen', siteLayout: 'noHeaderFooter', deeplink: { path: '/conference/esignature' } },
} satisfies Meta<typeof Esignature>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing waits for authorization. */
export const NothingToSign: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(L.none)).toBeVisible();
  },
};

/** A submitted paper waits: agreement and signature are both asked for before submitting. */
export const WaitingForSignature: Story = {
  beforeEach: async () => {
    signInAs(apiConfig().sessionId, 'U1006');
    const conferenceId = (await searchConferences({ pageSize: 1 })).list[0]?.id ?? '';
    const record = await saveAuditRecord({
      conferenceId,
      title: '待签名的会议论文',
      authors: ['赵会务'],
      fileName: 'paper.pdf',
    });
    await submitAuditRecords({ ids: [record.id] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/待签名的会议论文/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: L.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(L.agreeRequired);
    await userEvent.click(canvas.getByLabelText(L.agree));
    await userEvent.click(canvas.getByRole('button', { name: L.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(L.signatureRequired);
  },
};
