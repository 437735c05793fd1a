import { orderBusCodes, pdfToWordCommodity } from '@wenxian/domain';
/** What the simulated shop sells: membership packages, commodities and the coupon templates. */

export type VipPackageRecord = {
  id: string;
  name: string;
  vipType: 'USER' | 'TEAM';
  months: number;
  price: number;
  originalPrice: number;
  /** Downloads per month (personal) or per month for the whole team. */
  monthlyDownloads: number;
  commodityId: string;
};

export type CommodityRecord = { id: string; name: string; busCode: string; price: number };

export type CouponTemplate = {
  id: string;
  name: string;
  amount: number;
  threshold: number;
  validDays: number;
  /** The kind of order it is for (its busCode); absent: any order. */
  busCode?: string;
};

/** Membership tiers are not shown in the spec; these are the project's decision (docs/decisions/simulation.md). */
export const vipPackages: readonly VipPackageRecord[] = [
  {
    id: 'P1',
    name: '月度会员',
    vipType: 'USER',
    months: 1,
    price: 38,
    originalPrice: 48,
    monthlyDownloads: 30,
    commodityId: 'CM-VIP-1',
  },
  {
    id: 'P3',
    name: '季度会员',
    vipType: 'USER',
    months: 3,
    price: 98,
    originalPrice: 144,
    monthlyDownloads: 30,
    commodityId: 'CM-VIP-3',
  },
  {
    id: 'P12',
    name: '年度会员',
    vipType: 'USER',
    months: 12,
    price: 298,
    originalPrice: 576,
    monthlyDownloads: 50,
    commodityId: 'CM-VIP-12',
  },
  {
    id: 'T12',
    name: '团队年度会员',
    vipType: 'TEAM',
    months: 12,
    price: 1998,
    originalPrice: 2998,
    monthlyDownloads: 300,
    commodityId: 'CM-TEAM-12',
  },
];

export const commodities: readonly CommodityRecord[] = [
  { id: 'CM-DOC', name: '单篇文献下载', busCode: 'DOWNLOAD', price: 3 },
  { id: 'CM-DEGREE', name: '学位论文下载', busCode: 'DOWNLOAD', price: 10 },
  { id: 'CM-STANDARD', name: '标准下载', busCode: 'DOWNLOAD', price: 20 },
  { id: 'CM-RECHARGE', name: '阅读币充值', busCode: 'RECHARGE', price: 1 },
  // Per page; an order's amount is pdfToWordPrice(pages) (domain).
  {
    id: pdfToWordCommodity.id,
    name: 'PDF转Word',
    busCode: pdfToWordCommodity.busCode,
    price: pdfToWordCommodity.perPage,
  },
  ...vipPackages.map((p) => ({ id: p.commodityId, name: p.name, busCode: 'VIP', price: p.price })),
];

/** The new-user coupon of doc 000 §9: 20 yuan, no threshold, for a recharge (doc 001 §4 无门槛充值优惠券). */
export const NEW_USER_COUPON: CouponTemplate = {
  id: 'CP-NEW-20',
  name: '新用户无门槛充值优惠券',
  amount: 20,
  threshold: 0,
  validDays: 30,
  busCode: orderBusCodes.recharge,
};

/** Recharge amounts offered on /pay/newrecharge (yuan; one reading coin per yuan). */
export const rechargeSettings = [10, 30, 50, 100, 200, 500] as const;
