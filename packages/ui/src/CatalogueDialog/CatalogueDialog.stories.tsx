import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  buildCatalogueModel,
  dialogLabels,
  messages,
  type DownloadListItem,
  type OverLimitInput,
} from '@wenxian/domain';
import { Button } from '../Button';
import { CatalogueDialog, type CatalogueDialogProps } from './CatalogueDialog';

const titles = [
  '面向学术检索的中文分词算法改进研究',
  '基于知识图谱的科技文献推荐系统',
  '高校图书馆电子资源使用行为分析',
  '开放获取期刊的引文影响力比较研究',
  '深度学习在文本分类中的应用综述',
  '学位论文相似性检测方法及其评价',
  '专利文献的技术主题演化分析',
  '标准文献元数据规范化处理实践',
  '会议论文集的数字化出版流程研究',
  '科技查新报告质量控制体系构建',
  '期刊评价指标体系的比较与思考',
  '面向科研人员的个性化信息服务模式',
  '学术不端行为的识别与防范机制',
  '人工智能辅助论文写作的伦理问题',
  '数字人文视角下的古籍整理研究',
  '基于引文网络的研究前沿探测',
  '科研数据共享平台的建设与运营',
  '中文核心期刊的学科分布特征',
];

function inputWith(count: number): OverLimitInput {
  const list: DownloadListItem[] = titles.slice(0, count).map((title, index) => ({
    literature: { id: `L${index + 1}`, title },
    // Every third item is open access within the daily allowance, so it is free.
    needRecordToVipDownload: index % 3 !== 2,
  }));
  return {
    popType: 'VIP_USER',
    customType: 2,
    isOA: true,
    isRead: false,
    usages: [{ vipType: 'USER', usageCount: 6, totalCount: 30 }],
    itemDic: { total: list.length, needUseCount: list.filter((i) => i.needRecordToVipDownload).length },
    downLoadList: list,
  };
}

const shortList = buildCatalogueModel(inputWith(3));
const longList = buildCatalogueModel(inputWith(18));
const opener = dialogLabels.catalogue.title;

function Harness(props: CatalogueDialogProps) {
  const [isOpen, setIsOpen] = useState(props.isOpen);
  const closing = (callback: () => void) => () => {
    callback();
    setIsOpen(false);
  };
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>{opener}</Button>
      <CatalogueDialog
        {...props}
        isOpen={isOpen}
        onConfirm={closing(props.onConfirm)}
        onCancel={closing(props.onCancel)}
        onClose={closing(props.onClose)}
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialogs/CatalogueDialog',
  component: CatalogueDialog,
  render: (args) => <Harness {...args} />,
  args: { isOpen: true, model: shortList, onConfirm: fn(), onCancel: fn(), onClose: fn() },
} satisfies Meta<typeof CatalogueDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Each item is marked 免 or 扣1篇额度; the dialog is 1000px wide. */
export const Items: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: dialogLabels.catalogue.title });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      messages.download.usesOneQuota,
      messages.download.usesOneQuota,
      messages.download.free,
    ]);
    await expect(dialog.getBoundingClientRect().width).toBe(1000);
  },
};

/** 确定下载 emits confirm and closes; focus returns to the opener. */
export const ConfirmDownload: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: opener }));
    const dialog = await body.findByRole('dialog', { name: dialogLabels.catalogue.title });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.download.confirmDownload }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: opener })).toHaveFocus());
  },
};

/** 取消 emits cancel; Esc and × emit close. */
export const CancelAndClose: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await body.findByRole('dialog', { name: dialogLabels.catalogue.title });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.download.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: opener }));
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A long list scrolls inside the dialog, reachable by keyboard. */
export const LongListScrolls: Story = {
  args: { model: longList },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: dialogLabels.catalogue.title });
    const list = within(dialog).getByRole('list', { name: dialogLabels.catalogue.listLabel });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(18);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(getComputedStyle(list).overflowY).toBe('auto');
    await expect(list).toHaveAttribute('tabindex', '0');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    list.scrollTo({ top: list.scrollHeight });
    await waitFor(() => expect(list.scrollTop).toBeGreaterThan(0));
    list.scrollTo({ top: 0 });
    await expect(within(dialog).getByText(dialogLabels.catalogue.summary(18, 12))).toBeVisible();
  },
};
