/**
 * The operator's own content that the spec leaves as placeholders ({phone}, {email}, footer numbers and
 * licence texts "not shown"), in one place for the site and its stories alike (docs/decisions/web.md).
 * Footer link groups and quick links follow doc 000 §2.5; every address is a page of the route table.
 */
export type ContentLink = { label: string; href: string };

export const siteContacts = {
  phone: '400-800-1234',
  email: 'service@wenxian.example.cn',
  consultHref: '/helpcenter/nav/question',
  guideHref: '/helpcenter/nav/application',
} as const;

export const footerLinkGroups: ReadonlyArray<{ title: string; links: ContentLink[] }> = [
  {
    title: '关于我们',
    links: [
      { label: '公司简介', href: '/aboutus/as' },
      { label: '联系我们', href: '/aboutus/contact' },
      { label: '新闻动态', href: '/newsInformation/list' },
    ],
  },
  {
    title: '帮助中心',
    links: [
      { label: '常见问题', href: '/helpcenter/nav/question' },
      { label: '使用指南', href: '/helpcenter/nav/application' },
      { label: '高级检索', href: '/helpcenter/advancesearch' },
    ],
  },
  {
    title: '合作服务',
    links: [
      { label: '版权合作', href: '/crc' },
      { label: '机构开通', href: '/helpcenter/detail/cooperation?id=HA13' },
    ],
  },
  {
    title: '客户服务',
    links: [
      { label: '用户协议', href: '/aboutus/agreement' },
      { label: '隐私政策', href: '/aboutus/ps' },
    ],
  },
];

export const footerPhones: ReadonlyArray<{ topic: string; number: string }> = [
  { topic: '投稿咨询', number: '010-6000-1001' },
  { topic: '撤稿咨询', number: '010-6000-1002' },
  { topic: '论文检测', number: '010-6000-1003' },
];

export const footerQuickLinks: readonly ContentLink[] = [
  { label: '论文检测', href: '/product/thesisdetection' },
  { label: '知识发现', href: '/keyword' },
  { label: '考试平台', href: '/helpcenter/nav/application' },
  { label: '功能更新', href: '/WeResearch/update' },
  { label: '常见问题', href: '/helpcenter/nav/question' },
  { label: '用户反馈', href: '/helpcenter/detail/question' },
  { label: '版权合作', href: '/crc' },
  { label: '服务条款', href: '/aboutus/agreement' },
  { label: '隐私政策', href: '/aboutus/ps' },
];

export const footerLicenceLines: readonly string[] = [
  '京ICP备00000000号-1　京公网安备 11010802000000号',
  '出版物经营许可证 新出发京批字第直000000号　互联网出版许可证 新出网证(京)字000号',
  '违法和不良信息举报电话：010-6000-1000　举报邮箱：jubao@wenxian.example.cn',
];
