/**
 * Wording of the site's download flow where the specification gives none (doc 000 §4.2–4.3). The dialogs'
 * own wording is in `dialogLabels`; spec strings stay in `messages` (docs/decisions/web.md "Download flow").
 */
export const downloadFlowLabels = {
  /** The over-limit answer carried no commodity, so no order can be made for the items. */
  purchaseUnavailable: '暂时无法购买该文献，请稍后再试',
  /** The browser refused the new window of the pay page. */
  popupBlocked: '支付页面被浏览器拦截，请允许本站弹出窗口后重试',
  /** The balance payment after the deduction confirmation went through. */
  paid: '支付成功，正在下载',
} as const;

export type DownloadFlowLabels = typeof downloadFlowLabels;
