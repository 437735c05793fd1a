import { describe, expect, it } from 'vitest';
import { accountLabels, shellLabels } from '@wenxian/domain';
import { headAt } from '../../test/headAt';
import { page as memberPage } from './membership/MemberPage';
import { page as securityPage } from './personalCentre/SecurityPage';
import { page as rechargePage } from './wallet/RechargePage';
import { page as titlePackagePage } from './titlePackage/TitlePackagePage';

const P = accountLabels.pages;
const H = shellLabels.header;

describe('a page is titled with the name its h1 and the links to it give', () => {
  it('账号管理: the personal menu opens the page of that name', () => {
    expect(securityPage.head?.(headAt('/personalcenter/security', undefined)).title).toBe(H.account);
  });

  it('/member is 开通会员, as its links read; WPS会员 for the partner tab (doc 000 §2.1 tab=WPS)', () => {
    expect(memberPage.head?.(headAt('/member', undefined)).title).toBe(P.member.title);
    expect(memberPage.head?.(headAt('/member?tab=WPS', undefined)).title).toBe(P.member.partner);
  });

  // The header's 充值 and 职称材料 open pages whose name holds theirs, in the h1 and the document title alike
  // (docs/decisions/shell.md, "Pages named as their links").
  it('充值 opens 钱包充值', () => {
    const title = rechargePage.head?.(headAt('/pay/newrecharge', undefined)).title;
    expect(title).toBe(P.recharge.heading);
    expect(title).toContain(H.topUp);
  });

  it('职称材料 opens 职称材料包', () => {
    const title = titlePackagePage.head?.(headAt('/titlePackage', null)).title;
    expect(title).toBe(P.titlePackage.heading);
    expect(title).toContain(H.titleMaterials);
  });
});
