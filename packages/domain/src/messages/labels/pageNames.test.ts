import { describe, expect, it } from 'vitest';
import { accountLabels } from './accounts';
import { conferenceLabels } from './conference';
import { entityLabels } from './entities';
import { shellLabels } from './shell';

const H = shellLabels.header;
const P = accountLabels.pages;

/*
 * A page holds the name of the link that opens it (docs/decisions/shell.md, "Pages named as their links"). The
 * 知识图谱 tiles are the operators' (config type 2: 学者库, 机构库, 主题库, 会议库), so the pages take those names; the
 * header's own items (doc 000 §2.3 Top-up, Title materials) are words of the fuller names of their pages.
 */
describe('a page is named as the link that opens it', () => {
  it('the 知识图谱 tiles open pages of their names', () => {
    expect([
      entityLabels.pages.authorHome.title,
      entityLabels.pages.organizationHome.title,
      entityLabels.pages.subjectHome.title,
      conferenceLabels.home.title,
    ]).toEqual(['学者库', '机构库', '主题库', '会议库']);
  });

  it('the header’s 充值 and the personal menu’s open 钱包充值; 职称材料 opens 职称材料包', () => {
    expect(P.recharge.title).toContain(H.topUp);
    expect(P.recharge.title).toContain(H.recharge);
    expect(P.titlePackage.title).toContain(H.titleMaterials);
  });

  it('each of these pages says one name in its h1 and its document title', () => {
    for (const labels of [conferenceLabels.home, P.recharge, P.titlePackage]) expect(labels.heading).toBe(labels.title);
  });
});
