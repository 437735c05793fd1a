import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels, messages, resultLabels } from '@wenxian/domain';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs, simulationState } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { SearchPage } from './SearchPage';

const body = within(document.body);
const L = resultLabels;

/** Signs the story's page in as a simulated user without the login form (no session cookie is written). */
const signedInAs = (userId: string) => () => {
  signInAs(apiConfig().sessionId, userId);
};

/** The 下载 button of the first result that is not open access (a paid item). */
async function clickDownloadOnPaidItem(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = await canvas.findByRole('region', { name: L.listLabel });
  const articles = await within(region).findAllByRole('article');
  const paid = articles.find((article) => within(article).queryByText(L.oa, { exact: true }) === null);
  if (!paid) throw new Error('no paid item on the first page');
  await userEvent.click(within(paid).getByRole('button', { name: new RegExp(`^${L.download}$`) }));
}

/**
 * The download flow on /search (doc 000 §4.2–4.3): the result row's 下载 opens the preparing mask, then
 * the over-limit dialog, the catalogue or the deduction confirmation, all shown by the layout's DownloadHost.
 */
const meta = {
  title: 'Web/Pages/Search/Download',
  component: SearchPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/search?k=%E7%A2%B3%E4%B8%AD%E5%92%8C', route: '/search' } },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the download call runs, the full-screen mask says 正在创建下载文件，请耐心等待. */
export const Preparing: Story = {
  beforeEach: signedInAs('U1009'),
  parameters: { msw: { handlers: [scenario('download', { latencyMs: 'infinite' })] } },
  play: async ({ canvasElement }) => {
    await clickDownloadOnPaidItem(canvasElement);
    await expect(await body.findByText(messages.download.preparing)).toBeVisible();
  },
};

/** The member whose monthly quota is used up (13800000009): 下载超限提醒 with 已用 30/30篇 and pay per item. */
export const OverLimitQuotaExhausted: Story = {
  beforeEach: signedInAs('U1009'),
  play: async ({ canvasElement }) => {
    await clickDownloadOnPaidItem(canvasElement);
    const dialog = await body.findByRole('dialog', { name: messages.download.overLimitMemberTitle });
    await expect(within(dialog).getByText(dialogLabels.overLimit.usage('30/30篇'))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: dialogLabels.overLimit.addTeamMembership })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: dialogLabels.overLimit.payPerItem })).toBeVisible();
  },
};

/**
 * 单篇购买 (code 2) of 13800000009 (balance 5, deduction mode 2, threshold 10 ≥ the balance) asks 余额支付确认
 * exactly as a download answered by an order does (doc 000 §4.2 step 5), before any order or window.
 */
export const OverLimitPayPerItem: Story = {
  beforeEach: signedInAs('U1009'),
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open');
    await clickDownloadOnPaidItem(canvasElement);
    const dialog = await body.findByRole('dialog', { name: messages.download.overLimitMemberTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: dialogLabels.overLimit.payPerItem }));
    const confirm = await body.findByRole('alertdialog', { name: dialogLabels.deduction.title });
    // The first paid result of 碳中和 is a patent (3 coins in the simulation); the balance is 5.
    await expect(
      within(confirm).getByText(dialogLabels.deduction.body('3.00', '5.00'), { exact: false }),
    ).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: dialogLabels.deduction.confirm })).toBeVisible();
    await expect(open).not.toHaveBeenCalled();
  },
};

/**
 * 13800000006 (empty wallet, mode 2, threshold 10): the confirmation says 余额不足 up front and offers
 * 其他方式支付, which makes the order and loads its pay page into the window opened by the click.
 */
export const DeductionBalanceShort: Story = {
  beforeEach: signedInAs('U1006'),
  play: async ({ canvasElement }) => {
    const replace = fn();
    const popup = { opener: {}, location: { replace }, close: fn() };
    const open = spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await clickDownloadOnPaidItem(canvasElement);
    const dialog = await body.findByRole('alertdialog', { name: dialogLabels.deduction.title });
    await expect(within(dialog).getByText(dialogLabels.deduction.short)).toBeVisible();
    await expect(
      within(dialog).getByText(dialogLabels.deduction.shortBody('3.00', '0.00'), { exact: false }),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: dialogLabels.deduction.confirm })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: dialogLabels.deduction.otherPay }));
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        expect.stringMatching(/\/pay\/newindex\?vip-om=OD[^&]+&ref=%2Fsearch%3Fk%3D/),
      ),
    );
    await expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * 13800000002 downloads a paid item with the monthly quota (下载提醒 → 确定下载), then clicks 下载 on it again:
 * the second download is a file at once, with no dialog and no second quota count (docs/decisions/dialogs.md).
 */
export const RedownloadTakesNoQuota: Story = {
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    const saved = spyOn(URL, 'createObjectURL');
    await clickDownloadOnPaidItem(canvasElement);
    const dialog = await body.findByRole('dialog', { name: dialogLabels.overLimit.confirmDownloadTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.download.confirmDownload }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await clickDownloadOnPaidItem(canvasElement);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    await expect(body.queryByRole('dialog', { name: dialogLabels.overLimit.confirmDownloadTitle })).toBeNull();
    await expect(simulationState().accounts.get('U1002')?.personalUsed).toBe(1);
  },
};

const catalogueAnswer = {
  dialogType: 'VIP_USER',
  limitType: 2,
  vipType: 'USER',
  commodity: { id: 'CM-DOC', name: '单篇文献下载', busCode: 'DOWNLOAD', price: 9 },
  usages: [{ vipType: 'USER', usageCount: 12, totalCount: 30 }],
  downloadLiteratures: [
    {
      literature: { id: 'QK1', title: '碳中和目标下区域能源结构转型路径研究', type: 1, isOA: false },
      needRecordToVipDownload: true,
    },
    {
      literature: { id: 'QK2', title: '面向碳达峰的城市交通排放核算方法', type: 1, isOA: true },
      needRecordToVipDownload: false,
    },
    {
      literature: { id: 'QK3', title: '碳交易市场价格波动的影响因素分析', type: 1, isOA: false },
      needRecordToVipDownload: true,
    },
  ],
  hasOa: true,
  total: 3,
  needUseCount: 2,
};

/** customType 2 with more than one item: the catalogue lists each with 免 or 扣1篇额度. */
export const Catalogue: Story = {
  beforeEach: signedInAs('U1002'),
  parameters: { msw: { handlers: [scenario('download', { data: catalogueAnswer })] } },
  play: async ({ canvasElement }) => {
    await clickDownloadOnPaidItem(canvasElement);
    const dialog = await body.findByRole('dialog', { name: dialogLabels.catalogue.title });
    const list = within(dialog).getByRole('list', { name: dialogLabels.catalogue.listLabel });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByText(messages.download.usesOneQuota)).toHaveLength(2);
    await expect(within(list).getByText(messages.download.free)).toBeVisible();
    await expect(within(dialog).getByText(dialogLabels.catalogue.summary(3, 2))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: messages.download.confirmDownload })).toBeVisible();
  },
};

/** A non-member with balance 10 under deduction mode 2 (threshold 10 ≥ balance) is asked before paying. */
export const DeductionConfirmation: Story = {
  beforeEach: signedInAs('U1008'),
  play: async ({ canvasElement }) => {
    await clickDownloadOnPaidItem(canvasElement);
    const dialog = await body.findByRole('alertdialog', { name: dialogLabels.deduction.title });
    // The first paid result of 碳中和 is a patent (3 coins in the simulation); the balance is 10.
    await expect(
      within(dialog).getByText(dialogLabels.deduction.body('3.00', '10.00'), { exact: false }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: dialogLabels.deduction.confirm })).toBeVisible();
  },
};
