/**
 * The operator's own content that the spec leaves as placeholders ({phone}, {email}, footer numbers and
 * licence texts "not shown"), in one place for the site and its stories alike (docs/decisions/web.md).
 * Footer link groups and quick links follow doc 000 §2.5; every address is a page of the route table.
 */
import { activeBanners, type BannerKey } from '../promo/bannerWindows';
import { partnerMembershipPath } from './siteLinks';

export type ContentLink = { label: string; href: string };

export const siteContacts = {
  phone: '400-800-1234',
  email: 'service@wenxian.example.cn',
  /** The exam platform of the footer's quick links: a site of its own (doc 000 §2.5 "an exam platform"). */
  examPlatform: 'https://exam.wenxian.example.cn/',
} as const;

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
      { label: '新闻动态', path: '/newsInformation/list' },
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
      { label: '用户协议', path: '/aboutus/agreement' },
      { label: '隐私政策', path: '/aboutus/ps' },
    ],
  },
] as const satisfies ReadonlyArray<{ title: string; links: readonly FooterEntry[] }>;

export const footerPhones: ReadonlyArray<{ topic: string; number: string }> = [
  { topic: '投稿咨询', number: '010-6000-1001' },
  { topic: '撤稿咨询', number: '010-6000-1002' },
  { topic: '论文检测', number: '010-6000-1003' },
];

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
  { label: '服务条款', path: '/aboutus/agreement' },
  { label: '隐私政策', path: '/aboutus/ps' },
] as const satisfies readonly FooterEntry[];

export const footerLicenceLines: readonly string[] = [
  '京ICP备00000000号-1　京公网安备 11010802000000号',
  '出版物经营许可证 新出发京批字第直000000号　互联网出版许可证 新出网证(京)字000号',
  '违法和不良信息举报电话：010-6000-1000　举报邮箱：jubao@wenxian.example.cn',
];

/**
 * A campaign banner of the carousel (doc 000 §3 banner: title, link, image, background style; its display
 * condition is promo/bannerWindows). `imageSrc` is the artwork the web package serves from public/banners/
 * (Storybook serves the same folder); `background` fills the carousel beside the picture on wide windows.
 */
export type SiteBanner = { id: BannerKey; title: string; href: string; imageSrc: string; background: string };

/** The size every banner's artwork is drawn at: the carousel reserves it before the picture arrives. */
export const bannerArtworkSize = { width: 1400, height: 120 } as const;

const banner = (id: BannerKey, title: string, href: string, background: string): SiteBanner => ({
  id,
  title,
  href,
  imageSrc: `/banners/${id}.svg`,
  background,
});

/** Each banner of doc 000 §4.7; every address is a page of the route table. */
export const siteBanners: Readonly<Record<BannerKey, SiteBanner>> = {
  doublePromotion: banner('doublePromotion', '双重优惠季', '/activity/doublepromotion', '#c8161d'),
  partnerMembership: banner('partnerMembership', '合作伙伴会员', partnerMembershipPath, '#1f5fbf'),
  researchPlatform: banner('researchPlatform', '科研平台上线', '/WeResearch', '#2b8a3e'),
  teachingAgent: banner('teachingAgent', '教学智能体', '/activity/aipromotional', '#5f3dc4'),
  scientificDisplay: banner('scientificDisplay', '科研成果展示', '/activity/SchoolSeason', '#0b7285'),
  titlePackage: banner('titlePackage', '职称材料包', '/titlePackage', '#b25e09'),
  ai: banner('ai', 'AI检索助手', '/WeResearch', '#1f2329'),
};

/** The carousel's slides at server time `now` on `pathname` (activeBanners' choice, in its order). */
export function siteBannersAt(now: number, pathname: string): SiteBanner[] {
  return activeBanners(now, pathname).map((key) => siteBanners[key]);
}
