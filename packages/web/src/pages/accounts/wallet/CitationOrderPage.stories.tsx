import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig, CITATION_ORDER_PATHS } from '@wenxian/api';
import { citedPapersOfTheBase, scenario, signInAs, simulationState } from '@wenxian/simulation';
import { accountLabels, messages, productLabels, publisherSources } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { CitationOrderPage } from './CitationOrderPage';

const L = productLabels.citationOrder;
const list = { method: 'post', path: CITATION_ORDER_PATHS.list } as const;
const importList = { method: 'post', path: CITATION_ORDER_PATHS.importList } as const;
const report = { method: 'post', path: CITATION_ORDER_PATHS.report } as const;
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

const REPORT_ORDER = 'CO-R1';
/** A day is long past an order's search (60 s): the report's order is finished whatever the clock says. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The member's finished order, as the simulation keeps it (the report is read from its own papers and sources):
 * `found` papers of the base that are cited, then one the base does not hold. The list shows it with a fixed date.
 */
async function seedFinishedOrder(found: number) {
  const papers = [
    ...(await citedPapersOfTheBase(found)),
    { title: '城市绿地景观格局的遥感监测', authors: '王强', journal: '遥感学报', year: '2019', volume: '', issue: '' },
  ];
  simulationState().citationOrders.push({
    id: REPORT_ORDER,
    memberId: 'M1002',
    title: '2025年度成果引证',
    dataSourceIds: ['WOS', 'SCOPUS', 'CSA'],
    papers,
    createdAt: simulationState().now() - DAY_MS,
  });
  return papers;
}
const finishedList = scenario(list, {
  data: {
    list: [
      {
        ...order(REPORT_ORDER, '2025年度成果引证', 2, '已完成'),
        dataSourceIds: ['WOS', 'SCOPUS', 'CSA'],
        paperCount: 3,
      },
    ],
    total: 1,
    pageNum: 1,
    pageSize: 50,
  },
});

/** Opens the finished order's report from its row, as a member does; the dialog it opens. */
async function openReport(canvas: HTMLElement) {
  const table = await within(canvas).findByRole('table', { name: L.myOrders });
  await userEvent.click(within(table).getByRole('button', { name: `${L.viewReport} 2025年度成果引证` }));
  return within(await within(document.body).findByRole('dialog', { name: L.reportTitle('2025年度成果引证') }));
}

/** A finished order's report: the papers found in the base with the records citing them, and one not found. */
export const Report: Story = {
  parameters: { msw: { handlers: [finishedList] } },
  beforeEach: async () => {
    await seedFinishedOrder(2);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openReport(canvasElement);
    await expect(await dialog.findByText(L.reportScope('WOS 2025、SCOPUS 2025、CSA 2025'))).toBeVisible();
    await expect(dialog.getByText(/^共3篇论文，文献库中检索到2篇；被引[1-9]\d*次/)).toBeVisible();
    const papers = simulationState().citationOrders.find((o) => o.id === REPORT_ORDER)!.papers;
    const first = dialog.getByRole('region', { name: papers[0]!.title });
    await expect(within(first).getByRole('link', { name: papers[0]!.title })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/doc\/journal\//),
    );
    const notFound = dialog.getByRole('region', { name: papers[2]!.title });
    await expect(within(notFound).getByText(L.notFound)).toBeVisible();
    await expect(dialog.getAllByRole('table').length).toBeGreaterThan(0);
  },
};

/** A finished order none of whose papers the base holds: the counts at nought and 所选数据库中未检索到引证记录. */
export const ReportEmpty: Story = {
  parameters: { msw: { handlers: [finishedList] } },
  beforeEach: async () => {
    await seedFinishedOrder(0);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openReport(canvasElement);
    await expect(await dialog.findByText(L.reportEmpty)).toBeVisible();
    await expect(dialog.getByText(L.reportSummary(1, 0, 0, 0, 0))).toBeVisible();
    await expect(dialog.getByText(L.notFound)).toBeVisible();
    await expect(dialog.queryByRole('table')).toBeNull();
  },
};

/** The report on its way: 拼命加载中··· inside the dialog. */
export const ReportLoading: Story = {
  parameters: { msw: { handlers: [finishedList, scenario(report, { latencyMs: 'infinite' })] } },
  play: async ({ canvasElement }) => {
    const dialog = await openReport(canvasElement);
    await expect(await dialog.findByRole('status')).toHaveTextContent(messages.loader.loading);
  },
};

/** The report cannot be read: the server's message in the dialog, with 重试. */
export const ReportError: Story = {
  parameters: { msw: { handlers: [finishedList, scenario(report, { code: 500, message: '报告服务繁忙' })] } },
  play: async ({ canvasElement }) => {
    const dialog = await openReport(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('报告服务繁忙');
    await expect(dialog.getByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
