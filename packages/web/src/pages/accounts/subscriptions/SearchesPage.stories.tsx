import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig, RECORDS_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { SearchesPage } from './SearchesPage';
import { CompetePage } from './CompetePage';

const A = accountLabels.actions;
const F = accountLabels.fields;
const E = accountLabels.form;
const savedSearches = { method: 'post', path: RECORDS_PATHS.getSeList } as const;
const comparisons = { method: 'post', path: RECORDS_PATHS.getComparisonList } as const;
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const at = (path: string) => ({ path, route: path });
const compete = at('/subscription/compete');

/** /subscription/searches (saved searches and alerts) and /subscription/compete for a member (13800000002). */
const meta = {
  title: 'Web/Pages/Accounts/Searches',
  component: SearchesPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: at('/subscription/searches') },
} satisfies Meta<typeof SearchesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(savedSearches, {
          data: pageOf([
            { id: 'SE1', name: '知识图谱综述', expression: '知识图谱', push: true },
            { id: 'SE2', name: '数字人文', expression: '数字人文 AND 图书馆', push: false },
          ]),
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText('知识图谱综述')).toBeVisible();
    await expect(main.getAllByRole('link', { name: A.run })[0]).toHaveAttribute(
      'href',
      `/search?k=${encodeURIComponent('知识图谱')}`,
    );
    await expect(main.getByRole('button', { name: A.alertOff })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('button', { name: A.alertOn })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Bad input: a name without an expression is refused under the field; the name stays. */
export const AddBadInput: Story = {
  play: async ({ canvas }) => {
    const form = within(within(canvas.getByRole('main')).getByRole('form', { name: A.addSearch }));
    await userEvent.type(form.getByLabelText(F.searchName), '我的检索');
    await userEvent.click(form.getByRole('button', { name: A.addSearch }));
    await expect(await form.findByText(E.expressionRequired)).toBeVisible();
    await expect(form.getByLabelText(F.searchName)).toHaveValue('我的检索');
  },
};

/** Saving a search: 检索式已保存 and it appears in the list. */
export const AddSaved: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText(messages.loader.empty)).toBeVisible();
    const form = within(main.getByRole('form', { name: A.addSearch }));
    await userEvent.type(form.getByLabelText(F.searchName), '引文分析');
    await userEvent.type(form.getByLabelText(F.expression), '引文分析');
    await userEvent.click(form.getByRole('button', { name: A.addSearch }));
    await expect(await within(document.body).findByText(A.searchSaved)).toBeVisible();
    await expect(await main.findByRole('link', { name: A.run })).toHaveAttribute(
      'href',
      `/search?k=${encodeURIComponent('引文分析')}`,
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(savedSearches, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(savedSearches, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};

/** /subscription/compete: what is in comparison, each can be taken out. */
export const Compete: Story = {
  parameters: {
    deeplink: compete,
    msw: {
      handlers: [
        scenario(comparisons, {
          data: pageOf([
            // Journals of the corpus, so the comparison above the list compares them.
            {
              id: 'C1',
              targetId: 'J00005',
              kind: 'journal',
              name: '计算机工程',
              addedAt: '2025-11-10T02:00:00.000Z',
            },
            {
              id: 'C2',
              targetId: 'J00003',
              kind: 'journal',
              name: '计算机研究与发展',
              addedAt: '2025-11-09T02:00:00.000Z',
            },
          ]),
        }),
      ],
    },
  },
  render: () => <CompetePage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('link', { name: '计算机工程' })).toHaveAttribute('href', '/journal/J00005');
    await expect(main.getByText('2025-11-10')).toBeVisible();
    await expect(main.getAllByRole('button', { name: A.unfollow })).toHaveLength(2);
  },
};

export const CompeteLoading: Story = {
  parameters: {
    deeplink: compete,
    msw: { handlers: [scenario(comparisons, { latencyMs: 'infinite' })] },
    screenshot: false,
  },
  render: () => <CompetePage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const CompeteEmpty: Story = {
  parameters: { deeplink: compete },
  render: () => <CompetePage />,
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const CompeteFailed: Story = {
  parameters: { deeplink: compete, msw: { handlers: [scenario(comparisons, { code: 500 })] }, screenshot: false },
  render: () => <CompetePage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
