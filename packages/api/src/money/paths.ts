/** Money paths (doc 001 §7 "Money"). Migration paths are not shown by the spec and are decided here. */
export const MONEY_PATHS = {
  getCouponBymemberId: '/coupon/getCouponBymemberId',
  getWalletBymemberId: '/wallet/getWalletBymemberId',
  getOldSystemAccount: '/wallet/getOldSystemAccount',
  changeBal: '/wallet/changeBal',
  /** The migration check (doc 001 §7 "Calls whose path is not shown"). */
  migrationCheck: '/wallet/migration/check',
  /** Consent to migrate the old account. */
  migrate: '/wallet/migration/confirm',
  getOrderList: '/order/getOrderList',
  removeOrder: '/order/removeOrder',
  setOrder: '/order/setOrder',
  associateVipSetOrder: '/order/AssociateVipSetOrder',
  getCancelOrderbyId: '/order/getCancelOrderbyId',
  getOrderbyId: '/order/getOrderbyId',
  getOrderStateById: '/order/getOrderStateById',
  getUserTranslateFileList: '/order/getUserTranslateFileList',
  getBillList: '/bill/getBillList',
  zeroPay: '/pay/balance/zeroPay',
  balancePay: '/pay/balance/balancepay',
  alipay: '/pay/alipay/Alipay',
  checkOrder: '/pay/alipay/checkOrder',
} as const;
