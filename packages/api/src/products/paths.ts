/**
 * Novelty search (科技查新) and collection proof (申请收录证明) orders (doc 000 §1, §2.8). The spec lists these
 * offerings and their pages but no calls; the paths are decided here (docs/decisions/products.md).
 */
export const PRODUCTS_PATHS = {
  noveltyApply: '/noveltySearch/apply',
  noveltyOrderList: '/noveltySearch/orderList',
  noveltyOrderTicket: '/noveltySearch/orderTicket',
  collectionApply: '/collectionProof/apply',
  collectionList: '/collectionProof/list',
} as const;
