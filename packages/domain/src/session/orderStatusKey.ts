/**
 * A storage event whose key starts with orderStatus (written by the pay page in another tab)
 * refreshes the user and clears that key (doc 000 §4.6).
 */
export const orderStatusKeyPrefix = 'orderStatus';

export function isOrderStatusKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && key.startsWith(orderStatusKeyPrefix);
}
