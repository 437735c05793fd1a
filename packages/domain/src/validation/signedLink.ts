import { safeDecodeURIComponent } from '../url/queryString';

/** Query parameters a signed document link may carry (doc 000 §2.1, §5). */
export interface SignedLinkQuery {
  sign?: string | null;
  resourceId?: string | null;
  titlePack?: string | null;
  expireTime?: string | null;
}

/** Partners whose resourceId is their own name rather than the document id. */
export const signedLinkPartners = ['tencent', 'bytedance'] as const;

export type SignedLinkCheck =
  { ok: true; payload: { sign: string; resourceId: string; titlePack?: string; expireTime?: string } } | { ok: false };

/**
 * Client-side guard before asking the server to verify a signed link: sign and resourceId are
 * required, plus titlePack or expireTime; resourceId must equal the last path segment unless it
 * is tencent or bytedance. A failure redirects to login (doc 000 §8).
 */
export function checkSignedLink(pathname: string, query: SignedLinkQuery): SignedLinkCheck {
  const { sign, resourceId, titlePack, expireTime } = query;
  if (!sign || !resourceId || (!titlePack && !expireTime)) return { ok: false };
  const lastSegment = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const isPartner = (signedLinkPartners as readonly string[]).includes(resourceId);
  if (!isPartner && safeDecodeURIComponent(lastSegment) !== resourceId) return { ok: false };
  return {
    ok: true,
    payload: { sign, resourceId, ...(titlePack ? { titlePack } : {}), ...(expireTime ? { expireTime } : {}) },
  };
}

/** Whether a document page URL carries a signed-link attempt at all. */
export function hasSignedLinkQuery(query: SignedLinkQuery): boolean {
  return Boolean(query.sign || query.resourceId || query.expireTime || query.titlePack);
}
