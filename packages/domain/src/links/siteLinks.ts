import { buildQuery } from '../url/queryString';

/** A link of the site's own content: its label and its address. */
export type ContentLink = { label: string; href: string };

/** The home page: "/" (or an empty path, as some location objects give it). */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}

/** Where an order is paid; opened in a new window with the order id (doc 000 §2.1, §4.2). */
export const payPagePath = '/pay/newindex';

/**
 * The pay page of an order (doc 000 §2.1): /pay/newindex?vip-om={orderId}&ref={returnPath}.
 * `ref` is left out when there is no page to return to. The return path is encoded once: a path as the
 * browser gives it (/search?k=%E7%A2%B3…) is first read back (/search?k=碳…), or its escapes would be escaped
 * again (%25E7…) and `ref` would carry a double-encoded address. `decodeURI` keeps the
 * escapes of reserved characters (%26, %3D, %2F…), so a value holding & or = keeps its meaning.
 */
export function payPageUrl(orderId: string | number, returnPath?: string): string {
  return `${payPagePath}${buildQuery([
    ['vip-om', String(orderId)],
    ['ref', returnPath ? safeDecodeURI(returnPath) : undefined],
  ])}`;
}

/** decodeURI that keeps a malformed path as written instead of throwing. */
function safeDecodeURI(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * The in-page reader of a document (doc 000 §2.1 /onlinereading): 在线阅读 opens it once the download call
 * allows reading, with the record id and its literature type code.
 */
export function onlineReadingUrl(id: string, type: number): string {
  return `/onlinereading${buildQuery([
    ['id', id],
    ['type', String(type)],
  ])}`;
}

/** Partner membership tab of the member page (doc 000 §2.1: tab=WPS). */
export const partnerMembershipPath = '/member?tab=WPS';
