import { describe, expect, it } from 'vitest';
import { accountLabels } from '../messages/labels/accounts';
import { shellLabels } from '../messages/labels/shell';
import { personalCentreNavigation } from './areaNavigation';

const P = accountLabels.pages;
const H = shellLabels.header;

/** The name each page of the centre gives itself (its h1 and document title), by its address. */
const pageNames: Record<string, string> = {
  '/personalcenter': P.centre.title,
  '/personalcenter/orders': P.orders.title,
  '/personalcenter/coupon': P.coupon.title,
  '/personalcenter/mybalance': P.mybalance.title,
  '/personalcenter/bill': P.bill.title,
  '/personalcenter/message': P.message.title,
  '/personalcenter/mylog': P.mylog.title,
  '/subscription': P.subscription.title,
  '/subscription/compete': P.compete.title,
  '/personalcenter/userInfo': P.userInfo.title,
  '/personalcenter/loginbind': P.loginbind.title,
  '/personalcenter/security': P.security.title,
};

describe('a link names the page it opens as the page names itself', () => {
  it('the personal centre navigation, item by item', () => {
    expect(personalCentreNavigation.map((item) => [item.href, item.name])).toEqual(
      personalCentreNavigation.map((item) => [item.href, pageNames[item.href]]),
    );
  });

  it('the personal menu (doc 000 §2.3): account management, personal center, orders, coupons, collect/follow/subscribe', () => {
    expect([H.account, H.personalCenter, H.orders, H.coupons, H.collectFollowSubscribe]).toEqual([
      P.security.title,
      P.centre.title,
      P.orders.title,
      P.coupon.title,
      P.subscription.title,
    ]);
  });
});
