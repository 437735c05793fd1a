import { partnerMembershipPath } from '../links/siteLinks';
import { activeBanners, type BannerKey } from './bannerWindows';

/**
 * A campaign banner of the carousel (doc 000 §3 banner: title, link, image, background style; its display
 * condition is bannerWindows.ts's). `imageSrc` is the artwork the web package serves from public/banners/
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
