import { describe, expect, it } from 'vitest';
import { messages } from '../../messages/messages';
import { dialogLabels } from '../../messages/labels/dialogs';
import {
  buildCatalogueModel,
  buildDownloadDialogModel,
  buildOverLimitModel,
  opensCatalogue,
  usageLines,
} from './model';
import { overLimitButtonAction, addTeamMembershipHref } from './buttons';
import { overLimitCombinations } from './matrix';
import type { OverLimitInput } from './types';

const base: OverLimitInput = {
  popType: 'VIP_USER',
  customType: 1,
  usages: [{ vipType: 'USER', usageCount: 30, totalCount: 30 }],
  isOA: false,
  isRead: false,
  itemDic: { total: 1, needUseCount: 1 },
  downLoadList: [{ literature: { id: '1', title: '基于深度学习的图像识别研究' }, needRecordToVipDownload: true }],
};
const tips = dialogLabels.overLimit.tips;

describe('over-limit titles (doc 000 §8)', () => {
  it('uses the member title for member pop types when downloading', () => {
    for (const popType of ['VIP_USER', 'VIP_TEAM', 'VIP_USER_AND_TEAM'] as const) {
      expect(buildOverLimitModel({ ...base, popType }).title).toBe('下载超限提醒，您当月会员下载额度不足');
    }
  });
  it('uses 超限提醒 for the OA limit and the read wording when reading', () => {
    expect(buildOverLimitModel({ ...base, popType: 'OA' }).title).toBe('超限提醒');
    expect(buildOverLimitModel({ ...base, popType: 'OA', isRead: true }).title).toBe('阅读超限提醒');
    expect(buildOverLimitModel({ ...base, isRead: true }).title).toBe('阅读超限提醒，您当月会员阅读额度不足');
  });
});

describe('over-limit tips (doc 000 §8)', () => {
  it('OA: daily limit used up, retry tomorrow, naming the 10-article allowance', () => {
    const model = buildOverLimitModel({ ...base, popType: 'OA' });
    expect(model.tips).toEqual([tips.oaDailyUsedUp('下载', 10)]);
    expect(model.tips[0]).toContain('10篇');
    expect(model.tips[0]).toContain('明天');
  });
  it('personal quota used up with the add-team-membership tip', () => {
    expect(buildOverLimitModel(base).tips).toEqual([tips.personalUsedUp('下载'), tips.addTeamMembership]);
  });
  it('team quota used up, pay per item', () => {
    expect(buildOverLimitModel({ ...base, popType: 'VIP_TEAM' }).tips).toEqual([tips.teamUsedUp('下载')]);
  });
  it('both quotas used up', () => {
    expect(buildOverLimitModel({ ...base, popType: 'VIP_USER_AND_TEAM', isRead: true }).tips).toEqual([
      tips.personalUsedUp('阅读'),
      tips.teamUsedUp('阅读'),
    ]);
  });
  it('adds the OA-list tip first when the list holds OA items', () => {
    expect(buildOverLimitModel({ ...base, popType: 'VIP_TEAM', isOA: true }).tips).toEqual([
      tips.listHasOaOverDaily('下载', 10),
      tips.teamUsedUp('下载'),
    ]);
  });
  it('asks to confirm using needUseCount quota for customType 2', () => {
    const model = buildOverLimitModel({ ...base, customType: 2, itemDic: { total: 1, needUseCount: 1 } });
    expect(model.title).toBe(dialogLabels.overLimit.confirmDownloadTitle);
    expect(model.tips).toEqual([tips.confirmUse('下载', 1, '个人会员额度')]);
  });
  it('uses the read verb everywhere when reading', () => {
    for (const c of overLimitCombinations().filter((c) => c.isRead)) {
      const model = buildOverLimitModel({ ...base, ...c });
      for (const tip of model.tips.filter((t) => t !== tips.addTeamMembership)) expect(tip).not.toContain('下载');
    }
  });
});

describe('usages', () => {
  it('shows used/total articles, personal first', () => {
    expect(
      usageLines([
        { vipType: 'team', usageCount: 100, totalCount: 100 },
        { vipType: 'USER', usageCount: 28, totalCount: 30 },
      ]),
    ).toEqual([
      { vipType: 'USER', label: '个人会员额度', text: '已用 28/30篇' },
      { vipType: 'team', label: '团队会员额度', text: '已用 100/100篇' },
    ]);
  });
});

describe('buttons (doc 000 §4.3)', () => {
  it('offers code 1 and 2 to personal members, 2 to the others, 10 to confirm', () => {
    expect(buildOverLimitModel(base).buttons.map((b) => b.code)).toEqual([1, 2]);
    expect(buildOverLimitModel({ ...base, popType: 'VIP_TEAM' }).buttons.map((b) => b.code)).toEqual([2]);
    expect(buildOverLimitModel({ ...base, popType: 'OA' }).buttons.map((b) => b.code)).toEqual([2]);
    const confirm = buildOverLimitModel({ ...base, customType: 2 }).buttons;
    expect(confirm).toEqual([{ code: 10, label: messages.download.confirmDownload, isPrimary: true }]);
    expect(buildOverLimitModel({ ...base, customType: 2, isRead: true }).buttons[0]?.label).toBe('确定阅读');
  });
  it('maps codes to their actions', () => {
    expect(overLimitButtonAction(10)).toEqual({ kind: 'downloadPdf' });
    expect(overLimitButtonAction(2)).toEqual({ kind: 'purchase' });
    expect(overLimitButtonAction(1)).toEqual({ kind: 'navigate', href: '/member?toback=1&tab=Third' });
    expect(addTeamMembershipHref).toBe('/member?toback=1&tab=Third');
  });
});

describe('catalogue (doc 000 §4.3)', () => {
  const list = [
    { literature: { id: 'a', title: 'A' }, needRecordToVipDownload: true },
    { literature: { id: 'b', title: 'B' }, needRecordToVipDownload: false },
  ];
  it('opens only for customType 2 with more than one item', () => {
    expect(opensCatalogue({ customType: 2, itemDic: { total: 2, needUseCount: 1 } })).toBe(true);
    expect(opensCatalogue({ customType: 2, itemDic: { total: 1, needUseCount: 1 } })).toBe(false);
    expect(opensCatalogue({ customType: 1, itemDic: { total: 5, needUseCount: 5 } })).toBe(false);
    expect(
      buildDownloadDialogModel({ ...base, customType: 2, itemDic: { total: 2, needUseCount: 1 }, downLoadList: list })
        .kind,
    ).toBe('catalogue');
    expect(
      buildDownloadDialogModel({ ...base, customType: 1, itemDic: { total: 2, needUseCount: 1 }, downLoadList: list })
        .kind,
    ).toBe('overLimit');
  });
  it('marks each item 免 or 扣1篇额度 with 确定下载 and 取消', () => {
    const model = buildCatalogueModel({
      ...base,
      customType: 2,
      itemDic: { total: 2, needUseCount: 1 },
      downLoadList: list,
    });
    expect(model.items.map((i) => i.markText)).toEqual(['扣1篇额度', '免']);
    expect([model.confirmLabel, model.cancelLabel]).toEqual(['确定下载', '取消']);
  });
});

describe('combination matrix', () => {
  it('holds every pop_type × isOA × isRead × customType once: 32', () => {
    const combos = overLimitCombinations();
    expect(combos).toHaveLength(32);
    expect(new Set(combos.map((c) => c.id)).size).toBe(32);
    expect(new Set(combos.map((c) => `${c.popType}${c.isOA}${c.isRead}${c.customType}`)).size).toBe(32);
    for (const c of combos) expect(c.id).toMatch(/^[A-Za-z_]+$/);
  });
  it('gives every combination a title, at least one tip and a button', () => {
    for (const c of overLimitCombinations()) {
      const model = buildOverLimitModel({ ...base, ...c });
      expect(model.title.length).toBeGreaterThan(0);
      expect(model.tips.length).toBeGreaterThan(0);
      expect(model.buttons.length).toBeGreaterThan(0);
    }
  });
});

describe('tip wording recorded in docs/decisions/dialogs.md', () => {
  it('is exactly the documented text', () => {
    expect(tips.oaDailyUsedUp('下载', 10)).toBe('您今日的OA文献免费下载次数（10篇）已用完，请明天再试。');
    expect(tips.listHasOaOverDaily('阅读', 10)).toBe('阅读列表中包含OA文献，已超出每日OA文献免费阅读上限（10篇）。');
    expect(tips.personalUsedUp('下载')).toBe('您当月的个人会员下载额度已用完，可付费继续下载。');
    expect(tips.teamUsedUp('下载')).toBe('您所在团队的会员下载额度已用完，可按篇付费下载。');
    expect(tips.addTeamMembership).toBe('加购团队会员，即可使用团队额度继续下载与阅读。');
    expect(tips.confirmUse('下载', 2, '团队会员额度')).toBe('本次下载将使用 2 篇团队会员额度，是否继续？');
  });
});
