import { describe, expect, it } from 'vitest';
import { contentLabels } from '../messages/labels/content';
import { footerLinkGroups, footerQuickLinks, type FooterEntry } from './footer';

const entries: readonly FooterEntry[] = [
  ...footerLinkGroups.flatMap((group): readonly FooterEntry[] => group.links),
  ...footerQuickLinks,
];
const labelsTo = (path: string) => [
  ...new Set(entries.filter((e) => 'path' in e && e.path === path).map((e) => e.label)),
];

describe('footer links say the name of the page they open', () => {
  it('the news link is named as the news list names itself', () => {
    expect(labelsTo('/newsInformation/list')).toEqual([contentLabels.news.list]);
  });
  it('both links to the agreement (客户服务 and the quick links) call it by its page’s name', () => {
    // The agreement's page is titled by its content: 用户服务协议 (one name, not 用户协议 here and 服务条款 there).
    expect(labelsTo('/aboutus/agreement')).toEqual(['用户服务协议']);
  });
});
