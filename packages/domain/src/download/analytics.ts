import { downloadAnalyticsTypes, type DownloadAnalyticsType } from '../codes/constants/downloadAnalyticsTypes';

export type DownloadAnalyticsContext = {
  /** The download came from a DOI link. */
  viaDoi?: boolean;
  /** More than one literature was downloaded at once. */
  isBatch?: boolean;
  isOpenAccess?: boolean;
  /** Literature or order type of the item. */
  literatureType?: number;
};

/**
 * The analytics type of one download. The spec lists the types without an order of precedence; the
 * most specific origin wins: DOI, then batch, then open access, then type 10005, else normal.
 */
export function downloadAnalyticsType(context: DownloadAnalyticsContext): DownloadAnalyticsType {
  if (context.viaDoi) return downloadAnalyticsTypes.viaDoi;
  if (context.isBatch) return downloadAnalyticsTypes.batch;
  if (context.isOpenAccess) return downloadAnalyticsTypes.openAccess;
  if (context.literatureType === 10005) return downloadAnalyticsTypes.type10005;
  return downloadAnalyticsTypes.normal;
}
