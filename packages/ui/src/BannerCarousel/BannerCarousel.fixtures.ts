import type { BannerKey } from '@wenxian/domain';
import { bannerImage } from '../testing/bannerImage';
import type { CarouselBanner } from './BannerCarousel';

/** Story slides for each banner of doc 000 §4.7 (titles and colours are the campaigns' own). */
export const bannersByKey: Record<BannerKey, CarouselBanner> = {
  doublePromotion: {
    id: 'doublePromotion',
    title: '双重优惠季',
    href: '/activity/doublepromotion',
    imageSrc: bannerImage('双重优惠季 · 会员充值双重礼', '#c8161d', '#e8590c'),
    background: '#c8161d',
  },
  partnerMembership: {
    id: 'partnerMembership',
    title: '合作伙伴会员',
    href: '/member?tab=WPS',
    imageSrc: bannerImage('合作伙伴会员 · 开通即享', '#1f5fbf', '#4dabf7'),
    background: '#1f5fbf',
  },
  researchPlatform: {
    id: 'researchPlatform',
    title: '科研平台上线',
    href: '/WeResearch',
    imageSrc: bannerImage('科研平台全新上线', '#2b8a3e', '#69db7c'),
    background: '#2b8a3e',
  },
  teachingAgent: {
    id: 'teachingAgent',
    title: '教学智能体',
    href: '/activity/aipromotional',
    imageSrc: bannerImage('教学智能体 · 免费体验', '#5f3dc4', '#9775fa'),
    background: '#5f3dc4',
  },
  scientificDisplay: {
    id: 'scientificDisplay',
    title: '科研成果展示',
    href: '/activity/SchoolSeason',
    imageSrc: bannerImage('科研成果展示季', '#0b7285', '#3bc9db'),
    background: '#0b7285',
  },
  titlePackage: {
    id: 'titlePackage',
    title: '职称材料包',
    href: '/titlePackage',
    imageSrc: bannerImage('职称材料包 · 一站备齐', '#b25e09', '#fab005'),
    background: '#b25e09',
  },
  ai: {
    id: 'ai',
    title: 'AI检索助手',
    href: '/WeResearch',
    imageSrc: bannerImage('AI检索助手 · 智能检索', '#1f2329', '#495057'),
    background: '#1f2329',
  },
};

/** Beijing wall-clock time as epoch ms, for picking a moment inside a banner's window. */
export const beijing = (isoLocal: string) => Date.parse(`${isoLocal}+08:00`);
