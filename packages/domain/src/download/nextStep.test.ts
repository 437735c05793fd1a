import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  batchOrderType,
  downloadEntryStep,
  interpretDownloadAnswer,
  isBalanceShort,
  needsDeductionConfirmation,
  purchaseOrderType,
  type DownloadUser,
} from './nextStep';
import { downloadAnalyticsDelayMs } from '../codes/constants/downloadAnalyticsTypes';
import { downloadAnalyticsType } from './analytics';

const user = (state: number, value: number, balance: number): DownloadUser => ({ balance, config: { state, value } });

describe('download entry (doc 000 §4.2 steps 1–2)', () => {
  it('sends anonymous users to login and requests otherwise', () => {
    expect(downloadEntryStep(false)).toBe('login');
    expect(downloadEntryStep(true)).toBe('request');
  });
});

describe('download answer → next step (doc 000 §4.2 steps 3–5)', () => {
  it('opens the over-limit dialog when the answer has a dialogType', () => {
    const step = interpretDownloadAnswer(
      {
        dialogType: 'VIP_TEAM',
        limitType: 2,
        hasOa: true,
        usages: [{ vipType: 'team', usageCount: 30, totalCount: 30 }],
        downloadLiteratures: [
          { literature: { id: 'a', title: 'A' }, needRecordToVipDownload: true },
          { literature: { id: 'b', title: 'B' }, needRecordToVipDownload: false },
        ],
      },
      user(0, 0, 0),
      true,
    );
    expect(step).toEqual({
      kind: 'overLimit',
      input: expect.objectContaining({
        popType: 'VIP_TEAM',
        customType: 2,
        isOA: true,
        isRead: true,
        itemDic: { total: 2, needUseCount: 1 },
      }),
    });
  });

  it('opens a string answer as the download link', () => {
    expect(interpretDownloadAnswer('https://files.example/a.pdf', user(1, 0, 0))).toEqual({
      kind: 'openLink',
      url: 'https://files.example/a.pdf',
    });
  });

  it('asks for deduction confirmation in mode 1', () => {
    expect(interpretDownloadAnswer({ type: 1 }, user(1, 0, 100))).toEqual({
      kind: 'confirmDeduction',
      order: { type: 1 },
    });
  });

  it('asks in mode 2 only when the threshold is at least the balance', () => {
    expect(needsDeductionConfirmation({ type: 1 }, user(2, 50, 50))).toBe(true);
    expect(needsDeductionConfirmation({ type: 1 }, user(2, 60, 50))).toBe(true);
    expect(needsDeductionConfirmation({ type: 1 }, user(2, 49.99, 50))).toBe(false);
  });

  it('never asks for type 10001 and otherwise creates an order paid on /pay/newindex', () => {
    expect(interpretDownloadAnswer({ type: 10001 }, user(1, 0, 100))).toEqual({
      kind: 'createOrder',
      order: { type: 10001 },
      payPath: '/pay/newindex',
    });
    expect(interpretDownloadAnswer({ type: 1 }, user(3, 0, 100)).kind).toBe('createOrder');
    expect(interpretDownloadAnswer({ type: 1 }, { balance: 5, config: null }).kind).toBe('createOrder');
  });

  it('accepts the server sending mode and threshold as strings', () => {
    expect(needsDeductionConfirmation({ type: 2 }, { balance: 10, config: { state: '2', value: '10' } })).toBe(true);
  });

  it('matches the rule for any mode, threshold and balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom(1, 2, 10001, 10005),
        (mode, threshold, balance, type) => {
          const expected = type !== 10001 && (mode === 1 || (mode === 2 && threshold >= balance));
          expect(needsDeductionConfirmation({ type }, user(mode, threshold, balance))).toBe(expected);
        },
      ),
    );
  });
});

describe('download analytics (doc 000 §4.2 step 6)', () => {
  it('fires 5 s after the download', () => {
    expect(downloadAnalyticsDelayMs).toBe(5000);
  });
  it.each([
    [{}, 1],
    [{ literatureType: 10005 }, 3],
    [{ isBatch: true }, 5],
    [{ isOpenAccess: true }, 6],
    [{ viaDoi: true }, 10],
    [{ viaDoi: true, isBatch: true, isOpenAccess: true }, 10],
    [{ isBatch: true, isOpenAccess: true }, 5],
    [{ isOpenAccess: true, literatureType: 10005 }, 6],
  ] as const)('%o is type %i', (context, type) => {
    expect(downloadAnalyticsType(context)).toBe(type);
  });
});

describe('over-limit answer → dialog input', () => {
  it('defaults customType to 1 and counts the list when totals are absent', () => {
    const step = interpretDownloadAnswer(
      {
        dialogType: 'OA',
        limitType: 7,
        downloadLiteratures: [
          { literature: { title: 'A' }, needRecordToVipDownload: false },
          { literature: { title: 'B' }, needRecordToVipDownload: true },
          { literature: { title: 'C' }, needRecordToVipDownload: true },
        ],
      },
      { balance: 0 },
    );
    expect(step.kind === 'overLimit' && step.input).toMatchObject({
      popType: 'OA',
      customType: 1,
      isOA: false,
      isRead: false,
      usages: [],
      itemDic: { total: 3, needUseCount: 2 },
    });
  });
  it('keeps the server totals and info when sent', () => {
    const step = interpretDownloadAnswer(
      { dialogType: 'VIP_USER', limitType: 2, total: 9, needUseCount: 4, info: '提示' },
      { balance: 0 },
    );
    expect(step.kind === 'overLimit' && step.input).toMatchObject({
      customType: 2,
      itemDic: { total: 9, needUseCount: 4 },
      info: '提示',
    });
  });
});

describe('paying from the balance (doc 000 §4.2 step 5, docs/decisions/dialogs.md)', () => {
  it('the over-limit account (balance 5, mode 2, threshold 10) is asked before a 单篇购买 as before a download', () => {
    expect(needsDeductionConfirmation({ type: purchaseOrderType([1]) }, user(2, 10, 5))).toBe(true);
    expect(needsDeductionConfirmation({ type: purchaseOrderType([1, 2]) }, user(2, 10, 5))).toBe(true);
  });

  it('one item is ordered as its literature type, several as the batch type 10004', () => {
    expect(purchaseOrderType([6])).toBe(6);
    expect(purchaseOrderType([1, 2, 3])).toBe(batchOrderType);
    expect(batchOrderType).toBe(10004);
  });

  it('says the balance is short when the price is above it (3.00 from an empty wallet), never when it covers it', () => {
    expect(isBalanceShort({ price: 3 }, 0)).toBe(true);
    expect(isBalanceShort({ price: 3 }, 2.99)).toBe(true);
    expect(isBalanceShort({ price: 3 }, 3)).toBe(false);
    expect(isBalanceShort({ price: 3 }, 5)).toBe(false);
    expect(isBalanceShort({}, 0)).toBe(false);
  });
});
