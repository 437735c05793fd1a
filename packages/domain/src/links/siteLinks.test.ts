import { expect, it } from 'vitest';
import { parseQuery } from '../url/queryString';
import { onlineReadingUrl, partnerMembershipPath, payPageUrl } from './siteLinks';

it('builds the pay page with vip-om and an optional ref', () => {
  expect(payPageUrl('O123', '/doc/journal/9?x=1')).toBe('/pay/newindex?vip-om=O123&ref=%2Fdoc%2Fjournal%2F9%3Fx%3D1');
  expect(payPageUrl(42)).toBe('/pay/newindex?vip-om=42');
  // The path as the browser gives it (already escaped) is encoded once, not twice.
  const url = payPageUrl('O1', '/search?k=%E7%A2%B3%E4%B8%AD%E5%92%8C');
  expect(url).toBe('/pay/newindex?vip-om=O1&ref=%2Fsearch%3Fk%3D%E7%A2%B3%E4%B8%AD%E5%92%8C');
  expect(parseQuery(url.split('?')[1] ?? '').ref).toBe('/search?k=碳中和');
  // Escaped reserved characters inside a value keep their meaning.
  expect(parseQuery(payPageUrl('O1', '/search?k=a%26b').split('?')[1] ?? '').ref).toBe('/search?k=a%26b');
  expect(partnerMembershipPath).toBe('/member?tab=WPS');
});

it('builds the reader address with the record id and type code', () => {
  expect(onlineReadingUrl('QK202200001', 1)).toBe('/onlinereading?id=QK202200001&type=1');
  expect(onlineReadingUrl('a b', 4)).toBe('/onlinereading?id=a%20b&type=4');
});
