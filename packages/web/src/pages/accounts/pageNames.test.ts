import { describe, expect, it } from 'vitest';
import { accountLabels, shellLabels } from '@wenxian/domain';
import { page as memberPage } from './membership/MemberPage';
import { page as securityPage } from './personalCentre/SecurityPage';

const P = accountLabels.pages;

/** What a page's head is handed at an address of a page without loader data. */
const at = (path: string) => ({ data: undefined, url: new URL(path, 'https://wenxian.example.cn'), params: {} });

describe('a page is titled with the name its h1 and the links to it give', () => {
  it('账号管理: the personal menu opens the page of that name', () => {
    expect(securityPage.head?.(at('/personalcenter/security')).title).toBe(shellLabels.header.account);
  });

  it('/member is 开通会员, as its links read; WPS会员 for the partner tab (doc 000 §2.1 tab=WPS)', () => {
    expect(memberPage.head?.(at('/member')).title).toBe(P.member.title);
    expect(memberPage.head?.(at('/member?tab=WPS')).title).toBe(P.member.partner);
  });
});
