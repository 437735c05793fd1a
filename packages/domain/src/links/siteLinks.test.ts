import { expect, it } from 'vitest';
import { partnerMembershipPath, payPageUrl, personalCenterCouponPath } from './siteLinks';

it('builds the pay page with vip-om and an optional ref', () => {
  expect(payPageUrl('O123', '/doc/journal/9?x=1')).toBe('/pay/newindex?vip-om=O123&ref=%2Fdoc%2Fjournal%2F9%3Fx%3D1');
  expect(payPageUrl(42)).toBe('/pay/newindex?vip-om=42');
  expect(partnerMembershipPath).toBe('/member?tab=WPS');
  expect(personalCenterCouponPath).toBe('/personalcenter/coupon');
});
