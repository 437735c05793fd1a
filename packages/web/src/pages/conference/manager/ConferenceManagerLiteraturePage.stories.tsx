import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { conferenceLabels, productLabels } from '@wenxian/domain';
import { apiConfig } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { withPage } from '../../../test/withPage';
import { ConferenceManagerLiterature } from './ConferenceManagerLiteraturePage';

const L = conferenceLabels.manager;
const F = productLabels.forms.file;

const meta = {
  title: 'Web/Pages/Conference/Manager',
  component: ConferenceManagerLiterature,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1006');
  },
  parameters: { layout: 'fullscreen', siteLayout: 'conference', deeplink: { path: '/conference/manager/literature' } },
} satisfies Meta<typeof ConferenceManagerLiterature>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No record yet: the state counts are all zero and the list says so. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(L.empty)).toBeVisible();
    const counts = canvas.getByRole('region', { name: L.counts });
    await expect(within(counts).getAllByText('0')).toHaveLength(5);
    // The file field is the site's (选择文件, then the chosen name), not the browser's "Choose File".
    await expect(canvas.getByText(F.choose)).toBeVisible();
    await expect(canvas.getByText(F.none)).toBeVisible();
  },
};

/** Saving a record adds it as 草稿 and the counts follow. */
export const SavedDraft: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(L.empty);
    await userEvent.type(canvas.getByLabelText(L.paperTitle), '会议论文题名');
    await userEvent.type(canvas.getByLabelText(L.authors), '赵会务，李四');
    await userEvent.upload(
      canvas.getByLabelText(L.file),
      new File(['%PDF-1.4'], '会议论文.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByText('会议论文.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: L.save }));
    await expect(await canvas.findByText(L.uploaded('会议论文.pdf'))).toBeVisible();
    // The next paper starts with an empty file field.
    await expect(canvas.getByText(F.none)).toBeVisible();
    const table = await canvas.findByRole('table', { name: L.list });
    await expect(within(table).getByText('会议论文题名')).toBeVisible();
    await expect(within(table).getByText('草稿')).toBeVisible();
  },
};

/** Missing title and authors are named beside the fields. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(L.empty);
    await userEvent.click(canvas.getByRole('button', { name: L.save }));
    await expect(await canvas.findByText('请输入论文题名')).toBeVisible();
    await expect(canvas.getByText('请输入作者')).toBeVisible();
  },
};
