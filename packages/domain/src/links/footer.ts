/**
 * The footer's content (doc 000 §2.5): its link groups, topic phone numbers, quick links and licence lines, in one
 * place for the site and its stories alike (docs/decisions/web.md). The numbers and licence texts are the
 * operator's own, which the spec leaves as placeholders ("not shown"); every address is a page of the route table.
 */
import { siteContacts } from './siteContacts';

/**
 * A footer entry: a page of the route table (`path`, a pattern without parameters, and an optional query), or the
 * feedback dialog, which has no page. The web package turns `path` into React Router's `href`, typed by the table.
 */
export type FooterEntry =
  | { readonly label: string; readonly path: string; readonly search?: string }
  | { readonly label: string; readonly external: string }
  | { readonly label: string; readonly action: 'feedback' };

export const footerLinkGroups = [
  {
    title: '关于我们',
    links: [
      { label: '公司简介', path: '/aboutus/as' },
      { label: '联系我们', path: '/aboutus/contact' },
      // Named as the page it opens names itself (its h1 and title 新闻资讯, docs/decisions/shell.md "Footer").
      { label: '新闻资讯', path: '/newsInformation/list' },
    ],
  },
  {
    title: '帮助中心',
    links: [
      { label: '常见问题', path: '/helpcenter/nav/question' },
      { label: '使用指南', path: '/helpcenter/nav/application' },
      // The advanced search itself: its help article is one click away in the help centre.
      { label: '高级检索', path: '/advancesearch' },
    ],
  },
  {
    title: '合作服务',
    links: [
      { label: '版权合作', path: '/crc' },
      { label: '机构开通', path: '/helpcenter/detail/cooperation', search: '?id=HA13' },
    ],
  },
  {
    title: '客户服务',
    links: [
      { label: '用户服务协议', path: '/aboutus/agreement' },
      { label: '隐私政策', path: '/aboutus/ps' },
    ],
  },
] as const satisfies ReadonlyArray<{ title: string; links: readonly FooterEntry[] }>;

/** The topic numbers: the contact table's, which the about-us pages quote too. */
export const footerPhones: ReadonlyArray<{ topic: string; number: string }> = siteContacts.topicPhones;

/**
 * The quick links of doc 000 §2.5. 考试平台 is the exam platform's own site (a new tab); 用户反馈 opens the
 * feedback dialog as the side toolbar's 意见反馈 does (docs/decisions/shell.md "Site map").
 */
export const footerQuickLinks = [
  { label: '论文检测', path: '/product/thesisdetection' },
  { label: '知识发现', path: '/keyword' },
  { label: '考试平台', external: siteContacts.examPlatform },
  { label: '功能更新', path: '/WeResearch/update' },
  { label: '常见问题', path: '/helpcenter/nav/question' },
  { label: '用户反馈', action: 'feedback' },
  { label: '版权合作', path: '/crc' },
  // The spec's "terms": the one agreement, by the name its page carries (as in 客户服务 above).
  { label: '用户服务协议', path: '/aboutus/agreement' },
  { label: '隐私政策', path: '/aboutus/ps' },
] as const satisfies readonly FooterEntry[];

export const footerLicenceLines: readonly string[] = [
  '京ICP备00000000号-1　京公网安备 11010802000000号',
  '出版物经营许可证 新出发京批字第直000000号　互联网出版许可证 新出网证(京)字000号',
  // \u3000: the full-width space the other lines put between their parts.
  `违法和不良信息举报电话：${siteContacts.reportPhone}\u3000举报邮箱：${siteContacts.reportEmail}`,
];
