/**
 * Navigation tables of the layouts that are not the default one (doc 000 §2.2, §2.3 personal menu, §1
 * other offerings). One table each, read by the layout and by its tests.
 */
import { messages } from '../messages/messages';
import { productLabels } from '../messages/labels/products';

export type AreaNavItem = {
  name: string;
  href: string;
  /** Other addresses of the item's section, with no item of their own (a message's detail page). */
  covers?: readonly string[];
};

/** The product layout's services. */
export const productNavigation: readonly AreaNavItem[] = [
  { name: '论文检测', href: '/product/thesisdetection' },
  { name: '科技查新', href: '/product/noveltysearch' },
  { name: '申请收录证明', href: '/product/collectionquery' },
];

/**
 * The sub-items of each product service in the header's 产品服务 panel (doc 000 §2.3 "right sections with
 * services and sub-items"), by the service's address. The operators' config list names the services only;
 * their pages are the route table's (§2.1), labelled as the product pages and §2.8's side navigation label
 * them (docs/decisions/shell.md).
 */
export const productServiceSubItems: Readonly<Record<string, readonly AreaNavItem[]>> = {
  '/product/thesisdetection': [
    { name: productLabels.thesis.startCheck, href: '/product/thesisdetection/version1' },
    { name: productLabels.thesis.myOrders, href: '/product/thesisdetection/order' },
  ],
  '/product/noveltysearch/home': [
    { name: productLabels.novelty.apply, href: '/product/noveltysearch/home' },
    { name: messages.productNav.myOrders, href: '/product/noveltysearch/myorder' },
  ],
  '/product/collectionquery/home': [
    { name: messages.productNav.collectionProof, href: '/product/collectionquery/home' },
    { name: messages.productNav.collectionProofList, href: '/product/collectionquery/myorder' },
  ],
};

/**
 * The user-info header's sections: the personal centre and subscriptions. Every page of the centre a member
 * may open is one click away here (its bills, messages, records, profile and bindings have no other link).
 */
export const personalCentreNavigation: readonly AreaNavItem[] = [
  { name: '个人中心', href: '/personalcenter' },
  { name: '我的订单', href: '/personalcenter/orders' },
  { name: '我的优惠券', href: '/personalcenter/coupon' },
  { name: '我的余额', href: '/personalcenter/mybalance' },
  { name: '我的账单', href: '/personalcenter/bill' },
  // 系统通知 open from 我的消息's list.
  { name: '我的消息', href: '/personalcenter/message', covers: ['/personalcenter/notice'] },
  { name: '我的记录', href: '/personalcenter/mylog' },
  { name: '收藏/关注/订阅', href: '/subscription' },
  // The journals a member put in comparison (a journal page's 对比) are read here, from any page of the centre.
  { name: '期刊对比', href: '/subscription/compete' },
  { name: '个人资料', href: '/personalcenter/userInfo' },
  { name: '登录绑定', href: '/personalcenter/loginbind' },
  { name: '账号管理', href: '/personalcenter/security' },
];

/** The AI home layout's side bar. */
export const aiNavigation: readonly AreaNavItem[] = [
  { name: '新对话', href: '/WeResearch' },
  { name: '历史对话', href: '/WeResearch/history' },
  { name: '使用手册', href: '/WeResearch/handbook' },
  { name: '功能更新', href: '/WeResearch/update' },
];
