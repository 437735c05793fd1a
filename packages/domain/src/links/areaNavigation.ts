/**
 * Navigation tables of the layouts that are not the default one (doc 000 §2.2, §2.3 personal menu, §1
 * other offerings). One table each, read by the layout and by its tests.
 */
export type AreaNavItem = { name: string; href: string };

/** The product layout's services. */
export const productNavigation: readonly AreaNavItem[] = [
  { name: '论文检测', href: '/product/thesisdetection' },
  { name: '科技查新', href: '/product/noveltysearch' },
  { name: '申请收录证明', href: '/product/collectionquery' },
];

/** The user-info header's sections: the personal centre and subscriptions. */
export const personalCentreNavigation: readonly AreaNavItem[] = [
  { name: '个人中心', href: '/personalcenter' },
  { name: '我的订单', href: '/personalcenter/orders' },
  { name: '我的优惠券', href: '/personalcenter/coupon' },
  { name: '我的余额', href: '/personalcenter/mybalance' },
  { name: '收藏/关注/订阅', href: '/subscription' },
  { name: '账号管理', href: '/personalcenter/security' },
];

/** The AI home layout's side bar. */
export const aiNavigation: readonly AreaNavItem[] = [
  { name: '新对话', href: '/WeResearch' },
  { name: '历史对话', href: '/WeResearch/history' },
  { name: '使用手册', href: '/WeResearch/handbook' },
  { name: '功能更新', href: '/WeResearch/update' },
];
