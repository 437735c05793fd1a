import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig, CITATION_ORDER_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { productLabels, publisherSources } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { CitationOrderPage } from './CitationOrderPage';

const L = productLabels.citationOrder;
const list = { method: 'post', path: CITATION_ORDER_PATHS.list } as const;
const importList = { method: 'post', path: CITATION_ORDER_PATHS.importList } as const;
const csv = (text: string, name = '论文清单.csv') => new File([text], name, { type: 'text/csv' });
const order = (id: string, title: string, state: number, stateName: string, registered = false) => ({
  id,
  title,
  dataSourceIds: ['WOS', 'SCOPUS'],
  paperCount: 12,
  state,
  stateName,
  createdAt: '2025-11-10T02:00:00.000Z',
  ...(registered ? { registration: { name: '王老师', organ: '某大学', contact: '13800000009' } } : {}),
});

/** /personalcenter/citationOrder for a member (13800000002): sources, import, order and the member's orders. */
const meta = {
  title: 'Web/Pages/Accounts/CitationOrder',
  component: CitationOrderPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/citationOrder' } },
} satisfies Meta<typeof CitationOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No orders yet: the thirteen sources of §3, the template, and 暂无订单. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const sources = await main.findByRole('group', { name: L.sources });
    await within(sources).findByRole('checkbox', { name: 'WOS 2025' });
    await expect(within(sources).getAllByRole('checkbox')).toHaveLength(publisherSources.length);
    await expect(main.getByRole('button', { name: L.template })).toBeVisible();
    await expect(await main.findByText(L.noOrders)).toBeVisible();
  },
};

/** Orders in each state, one registered. */
export const List: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(list, {
          data: {
            list: [
              order('CO3', '2025年度引证（三）', 0, '待受理'),
              order('CO2', '2025年度引证（二）', 1, '检索中'),
              order('CO1', '2025年度引证（一）', 2, '已完成', true),
            ],
            total: 3,
            pageNum: 1,
            pageSize: 50,
          },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: L.myOrders });
    await expect(within(table).getByText('检索中')).toBeVisible();
    await expect(within(table).getByText(`${L.registered} 王老师`)).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: `${L.register} 2025年度引证（三）` }));
    const form = canvas.getByRole('form', { name: `${L.regTitle} 2025年度引证（三）` });
    await userEvent.type(within(form).getByLabelText(L.regContact), '123');
    await userEvent.click(within(form).getByRole('button', { name: L.regSubmit }));
    await expect(within(form).getByText(L.regProblem.nameRequired)).toBeVisible();
    await expect(within(form).getByText(L.regProblem.contactInvalid)).toBeVisible();
    // What was typed stays.
    await expect(within(form).getByLabelText(L.regContact)).toHaveValue('123');
  },
};

/** A list on its way to the server: 正在导入… and the file input waits. */
export const Importing: Story = {
  parameters: { msw: { handlers: [scenario(importList, { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText(L.importList);
    await userEvent.upload(input, csv('题名,作者,刊名,年,卷,期\n深度学习综述,张三,计算机学报,2020,43,1\n'));
    await expect(await canvas.findByText(L.importing)).toBeVisible();
    await expect(input).toBeDisabled();
  },
};

/** A file that is not the template: the simulation's message beside the field, the name typed kept. */
export const ImportError: Story = {
  play: async ({ canvas }) => {
    const title = await canvas.findByLabelText(L.orderTitle);
    await userEvent.type(title, '我的引证');
    await userEvent.upload(canvas.getByLabelText(L.importList), csv('标题,作者\n深度学习综述,张三\n'));
    await expect(await canvas.findByText(L.importProblem.header)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: L.submit }));
    await expect(await canvas.findByText(L.orderProblem.sourcesRequired)).toBeVisible();
    await expect(canvas.getByText(L.orderProblem.papersRequired)).toBeVisible();
    await expect(title).toHaveValue('我的引证');
  },
};

/** The orders cannot be read: the server's message where the list would be, the form still usable. */
export const ListFailed: Story = {
  parameters: { msw: { handlers: [scenario(list, { code: 500, message: '订单服务繁忙' })] }, screenshot: false },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: L.myOrders });
    await expect(await within(section).findByText(/订单服务繁忙/)).toBeVisible();
    await expect(within(section).queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: L.submit })).toBeEnabled();
  },
};
