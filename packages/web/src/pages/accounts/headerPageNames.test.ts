import { describe, expect, it } from 'vitest';
import { accountLabels, shellLabels } from '@wenxian/domain';
import { page as rechargePage } from './wallet/RechargePage';
import { page as titlePackagePage } from './titlePackage/TitlePackagePage';

const H = shellLabels.header;

/** What a page's head is handed at an address of a page without loader data. */
const at = <Data>(path: string, data: Data) => ({ data, url: new URL(path, 'https://wenxian.example.cn'), params: {} });

/*
 * The header's 充值 and 职称材料 open pages whose name holds theirs, in the h1 and the document title alike
 * (docs/decisions/shell.md, "Pages named as their links").
 */
describe('a page the header opens is titled as its h1, with the link’s name in it', () => {
  it('充值 opens 钱包充值', () => {
    const title = rechargePage.head?.(at('/pay/newrecharge', undefined)).title;
    expect(title).toBe(accountLabels.pages.recharge.heading);
    expect(title).toContain(H.topUp);
  });

  it('职称材料 opens 职称材料包', () => {
    const title = titlePackagePage.head?.(at('/titlePackage', null)).title;
    expect(title).toBe(accountLabels.pages.titlePackage.heading);
    expect(title).toContain(H.titleMaterials);
  });
});
