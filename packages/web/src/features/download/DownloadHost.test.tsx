import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DOWNLOAD_PATHS } from '@wenxian/api';
import { dialogLabels, messages, overLimitInputFrom } from '@wenxian/domain';
import { BrowserAppProviders } from '../../store/BrowserProviders';
import { makeStore } from '../../store/makeStore';
import { DownloadHost } from './DownloadHost';
import { deductionOpened, overLimitOpened, preparingOpened } from './downloadModals';
import type { DownloadItem } from './downloadRequest';
import { downloadItemOf } from './useDownload';
import { bodiesSentTo, recordReceivedRequests } from '../../test/receivedRequests';

const items: DownloadItem[] = [
  { id: 'QK1', type: 1 },
  { id: 'QK2', type: 1, isOa: true },
];
const list = [
  { literature: { id: 'QK1', title: '碳中和路径研究' }, needRecordToVipDownload: true },
  { literature: { id: 'QK2', title: '碳排放核算方法' }, needRecordToVipDownload: false },
];

function renderHost() {
  const store = makeStore();
  render(
    <BrowserAppProviders store={store}>
      <MemoryRouter initialEntries={['/search?k=x']}>
        <DownloadHost />
      </MemoryRouter>
    </BrowserAppProviders>,
  );
  return store;
}

const received = recordReceivedRequests();

describe('DownloadHost', () => {
  it('shows nothing until the flow opens a screen, then the preparing mask', async () => {
    const store = renderHost();
    expect(screen.queryByText(messages.download.preparing)).toBeNull();
    act(() => void store.dispatch(preparingOpened()));
    expect(await screen.findByText(messages.download.preparing)).toBeTruthy();
  });

  it('shows the over-limit dialog for customType 1; 取消 closes it and sends the follow-up', async () => {
    const store = renderHost();
    const input = overLimitInputFrom(
      {
        dialogType: 'VIP_USER',
        limitType: 1,
        downloadLiteratures: list.slice(0, 1),
        usages: [{ vipType: 'USER', usageCount: 30, totalCount: 30 }],
      },
      false,
    );
    act(
      () => void store.dispatch(overLimitOpened({ items: items.slice(0, 1), isRead: false, input, commodity: null })),
    );
    const dialog = await screen.findByRole('dialog', { name: messages.download.overLimitMemberTitle });
    expect(within(dialog).getByText(dialogLabels.overLimit.usage('30/30篇'))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.download.cancel }));
    expect(store.getState().modal.id).toBeNull();
    await expect
      .poll(() => bodiesSentTo(received, DOWNLOAD_PATHS.overLimitFollowUp))
      .toEqual([{ ids: ['QK1'], dialogType: 'VIP_USER', action: 'cancel' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the catalogue instead for customType 2 with more than one item', async () => {
    const store = renderHost();
    const input = overLimitInputFrom(
      { dialogType: 'VIP_USER', limitType: 2, downloadLiteratures: list, hasOa: true },
      false,
    );
    act(() => void store.dispatch(overLimitOpened({ items, isRead: false, input, commodity: null })));
    const dialog = await screen.findByRole('dialog', { name: dialogLabels.catalogue.title });
    expect(within(dialog).getByText(messages.download.free)).toBeTruthy();
    expect(within(dialog).getByText(messages.download.usesOneQuota)).toBeTruthy();
  });

  it('shows the deduction confirmation with price and balance in yuan', async () => {
    const store = renderHost();
    act(
      () =>
        void store.dispatch(
          deductionOpened({ items, isRead: false, order: { type: 1, name: '碳中和路径研究', price: 3 }, balance: 10 }),
        ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: dialogLabels.deduction.title });
    expect(within(dialog).getByText(dialogLabels.deduction.body('3.00', '10.00'), { exact: false })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.download.cancel }));
    expect(store.getState().modal.id).toBeNull();
  });
});

describe('downloadItemOf', () => {
  it('keeps id, type code and open access of a result row', () => {
    expect(downloadItemOf({ id: 'A', type: 2, titleHtml: 'x', isOa: true })).toEqual({ id: 'A', type: 2, isOa: true });
    expect(downloadItemOf({ id: 'B', type: 1, titleHtml: 'y' })).toEqual({ id: 'B', type: 1 });
  });
  it('refuses a type outside the code table', () => {
    expect(downloadItemOf({ id: 'C', type: 999, titleHtml: 'z' })).toBeNull();
  });
});
