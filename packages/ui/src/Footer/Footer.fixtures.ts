import type { NavLink } from '../Header/types';
import type { FooterLinkGroup, FooterPhone } from './Footer';

/** Story data: the groups and topics of doc 000 §2.5; numbers and licence texts are the site's configuration. */
export const linkGroups: FooterLinkGroup[] = [
  { title: '关于我们', links: [{ label: '公司简介', href: '/aboutus/as' }, { label: '联系我们', href: '/aboutus/contact' }] },
  { title: '帮助中心', links: [{ label: '常见问题', href: '/helpcenter/nav/question' }, { label: '使用指南', href: '/helpcenter' }] },
  { title: '合作', links: [{ label: '合作申请', href: '/helpcenter/nav/cooperation' }, { label: '版权合作', href: '/aboutus/cc' }] },
  { title: '客户服务', links: [{ label: '意见反馈', href: '/helpcenter/detail/question' }, { label: '服务协议', href: '/aboutus/agreement' }] },
];

export const phones: FooterPhone[] = [
  { topic: '投稿咨询', number: '010-8000-0001' },
  { topic: '撤稿咨询', number: '010-8000-0002' },
  { topic: '论文检测', number: '010-8000-0003' },
];

export const quickLinks: NavLink[] = [
  { label: '论文检测', href: '/product/thesisdetection' },
  { label: '知识发现', href: 'https://discovery.example' },
  { label: '考试平台', href: 'https://exam.example' },
  { label: '功能更新', href: '/newsInformation/list' },
  { label: '常见问题', href: '/helpcenter' },
  { label: '用户反馈', href: '/helpcenter/nav/question' },
  { label: '版权合作', href: '/aboutus/cc' },
  { label: '服务条款', href: '/aboutus/agreement' },
  { label: '隐私政策', href: '/aboutus/ps' },
];

export const licenceLines = [
  '京ICP备00000000号-1　京公网安备 11000000000000号',
  '网络出版服务许可证（署）网出证（京）字第000号',
  '违法和不良信息举报电话：010-8000-0000　举报邮箱：report@wenxian.example',
];
