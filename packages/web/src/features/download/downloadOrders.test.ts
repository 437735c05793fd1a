import { describe, expect, it } from 'vitest';
import type { OverLimitInput } from '@wenxian/domain';
import type { DownloadItem } from './downloadRequest';
import { commodityOf, orderPayloadOf, purchaseOrderOf } from './downloadOrders';

describe('order payloads', () => {
  const input: OverLimitInput = {
    popType: 'VIP_USER',
    customType: 1,
    usages: [],
    isOA: true,
    isRead: false,
    itemDic: { total: 2, needUseCount: 1 },
    downLoadList: [
      { literature: { id: 'a', title: '甲' }, needRecordToVipDownload: false },
      { literature: { id: 'b', title: '乙' }, needRecordToVipDownload: true },
    ],
  };
  const items: DownloadItem[] = [
    { id: 'a', type: 1, isOa: true },
    { id: 'b', type: 2 },
  ];

  it('buys only the items that need quota, named by the single title', () => {
    expect(
      purchaseOrderOf({
        items,
        isRead: false,
        input,
        commodity: { id: 'CM-DOC', name: '单篇文献下载', busCode: 'DOWNLOAD' },
      }),
    ).toEqual({
      type: 2,
      name: '乙',
      commodityId: 'CM-DOC',
      busCode: 'DOWNLOAD',
      ids: ['b'],
      types: [2],
    });
  });

  it('reads the commodity only when it has an id and a business code', () => {
    expect(commodityOf({ dialogType: 'OA', commodity: { id: 'X', name: 'n', busCode: 'B' } } as never)).toEqual({
      id: 'X',
      name: 'n',
      busCode: 'B',
    });
    expect(commodityOf({ dialogType: 'OA', commodity: null } as never)).toBeNull();
    expect(commodityOf({ dialogType: 'OA', commodity: { name: 'n' } } as never)).toBeNull();
    expect(commodityOf('https://files.example/a.pdf')).toBeNull();
  });

  it('takes an order answer as it is, and refuses one without a commodity', () => {
    expect(
      orderPayloadOf({ type: 1, name: 'T', commodityId: 'CM-DOC', busCode: 'DOWNLOAD', ids: ['b'], types: [2] }, items),
    ).toEqual({
      name: 'T',
      commodityId: 'CM-DOC',
      busCode: 'DOWNLOAD',
      ids: ['b'],
      types: [2],
    });
    expect(orderPayloadOf({ type: 1 }, items)).toBeNull();
  });
});
