/**
 * The registration's agreement, in parts (the two documents are links): each document by the name its page carries,
 * as the footer names it (docs/decisions/accounts.md).
 */
export const agreementParts = {
  lead: '我已阅读并同意',
  terms: '《用户服务协议》',
  and: '和',
  privacy: '《隐私政策》',
} as const;
