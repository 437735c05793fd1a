import {
  beijingTime,
  formatBeijing,
  isActivityKey,
  specActivityWindows,
  type ActivityKey,
  type TimeWindow,
} from '@wenxian/domain';

/**
 * The activities the simulated server runs (doc 001 §7 "Activities"). Windows the spec fixes come from the domain
 * (double promotion, the AI promotion of the teaching-agent banner); the others are the server's calendar,
 * decided here relative to server time so every phase exists in the data at any date: the reading month is the
 * current Beijing month, the member activity the current quarter, the power activity sixty days from the first
 * of the month, the school season September and the year-end activity December of the current year.
 */
export function activityWindow(key: ActivityKey, now: number): TimeWindow {
  const fixed = specActivityWindows[key];
  if (fixed) return fixed;
  const [year, month] = formatBeijing(now, 'YYYY-M').split('-').map(Number) as [number, number];
  switch (key) {
    case 'readingmonth':
      return { start: beijingTime(year, month, 1), end: beijingTime(year, month + 1, 1) };
    case 'memberactivity': {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { start: beijingTime(year, first, 1), end: beijingTime(year, first + 3, 1) };
    }
    case 'power':
      return { start: beijingTime(year, month, 1), end: beijingTime(year, month, 1) + 60 * 86_400_000 };
    case 'SchoolSeason':
      return { start: beijingTime(year, 9, 1), end: beijingTime(year, 10, 1) };
    default:
      return { start: beijingTime(year, 12, 1), end: beijingTime(year + 1, 1, 1) };
  }
}

type ActivityCouponRecord = { id: string; name: string; amount: number; threshold: number; validDays: number };
type ActivityRecord = {
  title: string;
  subtitle: string;
  rules: string[];
  coupons: ActivityCouponRecord[];
  offers: { name: string; price: number; originalPrice: number; link: string }[];
};

const coupon = (id: string, amount: number, threshold: number, name: string): ActivityCouponRecord => ({
  id,
  amount,
  threshold,
  name,
  validDays: 30,
});

export const activityRecords: Readonly<Record<ActivityKey, ActivityRecord>> = {
  doublepromotion: {
    title: '双十一会员狂欢节',
    subtitle: '年度会员低至五折，满减券叠加使用',
    rules: [
      '活动期间开通年度会员享五折优惠，季度会员享七折优惠。',
      '满减券每个账号每种限领一张，领取后30天内有效。',
      '优惠券可用于会员开通与文献下载，不可用于充值。',
      '活动订单不支持退款，如有疑问请联系在线客服。',
    ],
    coupons: [coupon('AC-DP-20', 20, 100, '双十一满100减20券'), coupon('AC-DP-50', 50, 200, '双十一满200减50券')],
    offers: [
      { name: '年度会员', price: 149, originalPrice: 298, link: '/member' },
      { name: '季度会员', price: 68, originalPrice: 98, link: '/member' },
    ],
  },
  aipromotional: {
    title: 'AI教学智能体限时体验',
    subtitle: '智能检索、文献综述、论文润色一站体验',
    rules: [
      '活动期间新开通会员赠送AI智能检索次数200次。',
      '智能体服务仅供学习研究使用，生成内容请核实后引用。',
      '每个账号限领一张体验券。',
    ],
    coupons: [coupon('AC-AI-5', 5, 30, 'AI体验满30减5券')],
    offers: [{ name: '月度会员', price: 28, originalPrice: 38, link: '/member' }],
  },
  SchoolSeason: {
    title: '开学季·学术加油站',
    subtitle: '新学期文献下载与论文检测特惠',
    rules: [
      '活动期间论文检测定稿版八折。',
      '开学季优惠券每个账号限领一张。',
      '学生用户完成实名认证可额外获赠5篇免费下载额度。',
    ],
    coupons: [coupon('AC-SS-10', 10, 50, '开学季满50减10券')],
    offers: [{ name: '季度会员', price: 78, originalPrice: 98, link: '/member' }],
  },
  memberactivity: {
    title: '会员专享季',
    subtitle: '会员下载额度翻倍，专享客服',
    rules: [
      '本季度内开通或续费会员，当月下载额度翻倍。',
      '会员专享券每个账号限领一张，可用于续费。',
      '团队会员由发起人统一领取。',
    ],
    coupons: [coupon('AC-MA-15', 15, 98, '会员续费满98减15券')],
    offers: [
      { name: '年度会员', price: 258, originalPrice: 298, link: '/member' },
      { name: '团队年度会员', price: 1798, originalPrice: 1998, link: '/member' },
    ],
  },
  power: {
    title: '算力加油包',
    subtitle: 'AI检索与稿件检测额度加量不加价',
    rules: [
      '活动期间购买算力加油包可获得双倍AI对话额度。',
      '加油包自购买之日起60天内有效。',
      '每个账号限领一张加油包优惠券。',
    ],
    coupons: [coupon('AC-PW-5', 5, 0, '算力加油包5元无门槛券')],
    offers: [{ name: 'AI算力包（500次）', price: 19.9, originalPrice: 39.9, link: '/member' }],
  },
  readingmonth: {
    title: '全民阅读月',
    subtitle: '答题赢积分，积分兑好礼，邀请好友再得积分',
    rules: [
      '活动期间每个账号每天可答题3次，每次随机抽取5道题，每答对一题得10积分。',
      '邀请好友注册并登录，双方各得50积分。',
      '积分可兑换会员权益、优惠券和实物奖品，实物奖品需填写收货地址，活动结束后15个工作日内寄出。',
      '奖品数量有限，兑完即止；积分在活动结束后清零。',
      '阅读月优惠券每个账号限领一张。',
    ],
    coupons: [coupon('AC-RM-10', 10, 0, '阅读月10元无门槛券')],
    offers: [],
  },
  yearEndActivity: {
    title: '年终学术盘点',
    subtitle: '回顾一年阅读，年终大促提前锁定',
    rules: ['活动期间可查看个人年度阅读报告。', '年终满减券每个账号限领一张。', '年度会员续费享额外赠送一个月。'],
    coupons: [coupon('AC-YE-80', 80, 300, '年终满300减80券')],
    offers: [{ name: '年度会员', price: 238, originalPrice: 298, link: '/member' }],
  },
};

/** Prizes of the points exchange: stock is the server's (shared by everyone). */
export const activityPrizes = [
  {
    id: 'GP1',
    name: '月度会员体验卡',
    points: 300,
    stock: 50,
    physical: false,
    description: '兑换后立即开通一个月个人会员，每月30篇下载额度。',
  },
  {
    id: 'GP2',
    name: '10元无门槛优惠券',
    points: 100,
    stock: 500,
    physical: false,
    description: '兑换后放入账户优惠券，30天内有效。',
  },
  {
    id: 'GP3',
    name: '论文检测5元券',
    points: 50,
    stock: 1000,
    physical: false,
    description: '可用于论文检测订单，30天内有效。',
  },
  {
    id: 'GP4',
    name: '文献定制笔记本',
    points: 500,
    stock: 20,
    physical: true,
    description: 'A5 线装笔记本，封面印有经典文献名句。',
  },
  {
    id: 'GP5',
    name: '学术保温杯',
    points: 800,
    stock: 3,
    physical: true,
    description: '316不锈钢保温杯，容量450毫升。',
  },
] as const;

export function activityKeyOf(activityId: string | undefined): ActivityKey {
  return activityId && isActivityKey(activityId) ? activityId : 'readingmonth';
}

export function activityConfigOf(key: ActivityKey, now: number, claimed: (couponId: string) => boolean) {
  const window = activityWindow(key, now);
  const record = activityRecords[key];
  return {
    activityId: key,
    title: record.title,
    subtitle: record.subtitle,
    start: new Date(window.start).toISOString(),
    end: new Date(window.end).toISOString(),
    rules: [...record.rules],
    coupons: record.coupons.map((c) => ({
      id: c.id,
      name: c.name,
      amount: c.amount,
      threshold: c.threshold,
      received: claimed(c.id),
    })),
    offers: record.offers.map((o) => ({ ...o })),
  };
}
