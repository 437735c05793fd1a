import { interpretDownloadAnswer, type DownloadAnswer, type OverLimitAnswer } from '@wenxian/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getUserInfoByToken,
  login,
  fetchDownloadFile,
  requestDownload,
  getLiterature,
  getReferenceTexts,
  getVipCenterInfo,
  balancePay,
  getWalletByMemberId,
  setOrder,
  search,
  type LiteratureSummary,
} from '@wenxian/api';
import { resetSimulation, SIM_PASSWORD } from '../index';
import { warmUp } from './warmUp';

/**
 * A personal member's journey purely through the api functions, against the simulated server:
 * search → open a document → download until the monthly quota runs out → pay for one more →
 * download it again → cite it.
 */
beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

const isDialog = (answer: DownloadAnswer): answer is OverLimitAnswer & Record<string, unknown> =>
  typeof answer === 'object' && 'dialogType' in answer;

describe('user journey', () => {
  it('search → open → download until the quota runs out → pay → download again → cite', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const user = await getUserInfoByToken();
    expect(user?.memberId).toBe('M1002');

    // Search and open a paid (non-OA) document.
    const found = await search({ conditions: [{ searchField: 'U', content: '研究' }], pageSize: 100 });
    const paid = found.list.filter((item) => !item.isOA);
    expect(paid.length).toBeGreaterThan(31);
    const first = paid[0] as LiteratureSummary;
    const detail = await getLiterature(first.id, first.type);
    expect(detail.title).toBe(first.title);

    // First download: the server asks to confirm the use of one quota (customType 2).
    const confirm = await requestDownload({ ids: [first.id], types: [first.type] });
    expect(isDialog(confirm) && confirm.limitType).toBe(2);
    const step = interpretDownloadAnswer(confirm, { balance: user?.balance ?? 0, config: user?.config ?? null });
    expect(step.kind).toBe('overLimit');
    const link = await requestDownload({ ids: [first.id], types: [first.type], confirmed: true });
    expect(typeof link).toBe('string');
    const file = await fetchDownloadFile(link as string);
    expect(file.contentType).toContain('application/pdf');
    expect(await file.blob.text()).toMatch(/^%PDF-1\.\d/);
    // Saved under the document's own name (标题_作者.pdf), not its record id.
    expect(file.fileName).toBe(`${detail.title}_${detail.authors[0]?.name}.pdf`);

    // Keep downloading other papers until the monthly quota (30) runs out.
    let downloaded = 1;
    let overLimit: DownloadAnswer | undefined;
    for (const item of paid.slice(1)) {
      const answer = await requestDownload({ ids: [item.id], types: [item.type], confirmed: true });
      if (isDialog(answer)) {
        overLimit = answer;
        break;
      }
      downloaded += 1;
    }
    expect(downloaded).toBe(30);
    expect(
      overLimit && isDialog(overLimit) ? [overLimit.dialogType, overLimit.limitType, overLimit.usages] : null,
    ).toEqual(['VIP_USER', 1, [{ vipType: 'USER', usageCount: 30, totalCount: 30 }]]);
    expect(await getVipCenterInfo({})).toMatchObject({ isMember: true, personalQuota: { used: 30, total: 30 } });

    // Pay per item (button code 2) for the paper that did not fit, from the wallet.
    const blocked = paid[30] as LiteratureSummary;
    const commodity = (overLimit as unknown as { commodity: { id: string; busCode: string; price: number } }).commodity;
    const order = await setOrder({
      name: blocked.title,
      commodityId: commodity.id,
      busCode: commodity.busCode,
      ids: [blocked.id],
      types: [blocked.type],
    });
    expect(order.amount).toBe(commodity.price);
    const before = await getWalletByMemberId({ memberId: 'M1002' });
    const paidResult = await balancePay({ orderId: order.id });
    expect(paidResult).toMatchObject({ paid: true, balance: before.balance - order.amount });

    // The bought paper downloads at once now, without quota.
    const again = await requestDownload({ ids: [blocked.id], types: [blocked.type] });
    expect(typeof again).toBe('string');
    expect(await getVipCenterInfo({})).toMatchObject({ personalQuota: { used: 30, total: 30 } });

    // Cite it in GB/T 7714—2015.
    const [citation] = await getReferenceTexts({
      ids: [blocked.id],
      types: [blocked.type],
      styles: ['GB/T 7714—2015'],
    });
    expect(citation?.refText).toContain(blocked.title);
    expect(citation?.['GB/T 7714—2015']).toMatch(/\[([JDCRPSNA])(\/OL)?\]/);
  });
});
