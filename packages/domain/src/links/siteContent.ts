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
