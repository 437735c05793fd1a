import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiLabels, manuscriptUpload, messages } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { PrequalificationPage } from './PrequalificationPage';
import { PrequalificationRecordListPage } from './PrequalificationRecordListPage';
import { PrequalificationReportPage } from './PrequalificationReportPage';
import { PrequalificationDetailPage } from './PrequalificationDetailPage';
import { seedCheck, signInMember, STORY_CHECK } from './aiSeeds.testing';

const M = aiLabels.manuscript;
const body = within(document.body);

/** The AI manuscript check pages (default layout) on the simulated server. */
const meta = {
  title: 'Web/Pages/AI/Prequalification',
  component: PrequalificationPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    siteLayout: 'default',
    deeplink: { path: '/prequalification', route: '/prequalification' },
  },
} satisfies Meta<typeof PrequalificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    const prompt = await canvas.findByRole('region', { name: M.loginToCheck });
    await expect(within(prompt).getByRole('link', { name: M.login })).toHaveAttribute(
      'href',
      expect.stringContaining('/account?serve='),
    );
  },
};

/** The limit is said before picking; a file of another type is refused with the reason, nothing is sent. */
export const UploadForm: Story = {
  beforeEach: signInMember,
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText(M.uploadLabel);
    await expect(input).toHaveAccessibleDescription(M.sizeHint(manuscriptUpload.maxMb));
    await userEvent.upload(input, new File(['纯文本'], '稿件.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(M.wrongType);
    await userEvent.click(canvas.getByRole('button', { name: M.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.wrongType);
  },
};

export const RecordList: Story = {
  render: () => <PrequalificationRecordListPage />,
  beforeEach: seedCheck,
  parameters: { deeplink: { path: '/prequalification/recordList', route: '/prequalification/recordList' } },
  play: async ({ canvas }) => {
    const row = (await canvas.findByRole('link', { name: '基于图神经网络的推荐系统优化方法' })).closest(
      'tr',
    ) as HTMLElement;
    await expect(within(row).getByText('已完成')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: `${M.delete} 基于图神经网络的推荐系统优化方法` }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: M.delete }));
    await expect(await canvas.findByText(M.recordsEmpty)).toBeVisible();
  },
};

export const RecordListEmpty: Story = {
  render: () => <PrequalificationRecordListPage />,
  beforeEach: signInMember,
  parameters: { deeplink: { path: '/prequalification/recordList', route: '/prequalification/recordList' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(M.recordsEmpty)).toBeVisible();
  },
};

export const RecordListLoading: Story = {
  render: () => <PrequalificationRecordListPage />,
  beforeEach: signInMember,
  parameters: {
    deeplink: { path: '/prequalification/recordList', route: '/prequalification/recordList' },
    msw: { handlers: [scenario('manuscriptRecords', { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

/** The report: findings from the text, journals ranked by match with the terms they matched. */
export const Report: Story = {
  render: () => <PrequalificationReportPage />,
  beforeEach: seedCheck,
  parameters: { deeplink: { path: `/prequalification/report?id=${STORY_CHECK}`, route: '/prequalification/report' } },
  play: async ({ canvas }) => {
    const journals = await canvas.findByRole('region', { name: M.journals });
    const meters = within(journals).getAllByRole('meter');
    const scores = meters.map((m) => Number(m.getAttribute('aria-valuenow') ?? m.getAttribute('value')));
    await expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await expect(within(journals).getAllByText(new RegExp(`^${M.matchedTerms}`)).length).toBe(meters.length);
    // Index tags read by name (北大核心, 科技核心 …) as on the journal pages, never as codes.
    // A code stands alone between the separators (武大RCCSE核心期刊 is a name, not the code RCCSE).
    await expect(journals.textContent).not.toMatch(/(^|[\s·])(BDHX|CSTPCD|RCCSE|ZKYM|PKU)(?=$|\s)/);
    await expect(await canvas.findByText(/参考文献仅 1 条/)).toBeVisible();
  },
};

export const ReportError: Story = {
  render: () => <PrequalificationReportPage />,
  beforeEach: seedCheck,
  parameters: {
    deeplink: { path: `/prequalification/report?id=${STORY_CHECK}`, route: '/prequalification/report' },
    msw: { handlers: [scenario('manuscriptDetail', { code: 500 })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.networkError)).toBeVisible();
  },
};

export const Detail: Story = {
  render: () => <PrequalificationDetailPage />,
  beforeEach: seedCheck,
  parameters: { deeplink: { path: `/prequalification/detail/${STORY_CHECK}`, route: '/prequalification/detail/:id?' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('推荐系统稿件.docx')).toBeVisible();
    await expect(canvas.getByText('推荐系统；图神经网络；注意力机制；深度学习')).toBeVisible();
    // The related records come from their own call: wait for its answer rather than the loading state.
    await waitFor(() => expect(canvas.getByRole('region', { name: M.related })).toHaveTextContent(M.recordsEmpty));
  },
};
