/**
 * Sums of money, one way on every page: the yuan sign and two decimals (the wallet, an order's due, a price).
 * The wallet's balance is money recharged one to one (1元 = 1 阅读币).
 */
export function formatYuan(yuan: number): string {
  return `¥${yuan.toFixed(2)}`;
}

/**
 * The one name of the wallet's balance (doc 000 §2.3's "coin balance", §3's user `balance`): the header's personal
 * menu, the wallet, member, recharge, order and pay pages all call it so (docs/decisions/accounts.md).
 */
export const balanceName = '账户余额';

/** The wallet's balance where a page or a payment shows it (docs/decisions/accounts.md). */
export function formatBalance(yuan: number): string {
  return `${balanceName} ${formatYuan(yuan)}`;
}
