/**
 * Sums of money, one way on every page: the yuan sign and two decimals (the wallet, an order's due, a price).
 * The wallet's balance is money recharged one to one (its coins are the header's 阅读币余额, doc 000 §2.3).
 */
export function formatYuan(yuan: number): string {
  return `¥${yuan.toFixed(2)}`;
}

/** The wallet's balance where a page or a payment shows it (docs/decisions/accounts.md). */
export function formatBalance(yuan: number): string {
  return `账户余额 ${formatYuan(yuan)}`;
}
