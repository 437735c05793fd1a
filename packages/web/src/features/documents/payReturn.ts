import { orderStatusKeyPrefix } from '@wenxian/domain';

/**
 * The pay page's `ref` as a site path, or null: only a path on this site ("/x?y", not "//host") or an
 * absolute address on the same origin is followed back (doc 000 §2.1 pay page `ref`).
 */
export function payReturnPath(ref: string | null | undefined, origin: string): string | null {
  const target = (ref ?? '').trim();
  if (!target) return null;
  if (/^\/(?![/\\])/.test(target)) return target;
  try {
    const url = new URL(target);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The local-storage key the opener listens for (SessionEffects): `orderStatus{orderId}`. */
export const orderStatusKeyOf = (orderId: string) => `${orderStatusKeyPrefix}${orderId}`;

/**
 * Tells the other windows of the site that the order is paid: the opener's storage listener refreshes the
 * user, wallet, orders and quotas and removes the key. Storage that refuses writes only loses the notice.
 */
export function announceOrderPaid(storage: Storage | undefined, orderId: string, paidAt: string): void {
  try {
    storage?.setItem(orderStatusKeyOf(orderId), JSON.stringify({ orderId, state: 'paid', paidAt }));
  } catch {
    // Private mode or full storage: the opener refreshes on its next load instead.
  }
}
