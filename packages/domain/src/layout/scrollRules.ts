import { scrollThresholds } from '../codes/constants/businessLimits';

/**
 * The header keyword box appears only on non-home pages scrolled more than 500 px (doc 000 §2.3, §9). The
 * header knows whether it is on the home page (`isHomePath`), not the path.
 */
export function showsHeaderSearch(isHome: boolean, scrollY: number): boolean {
  return !isHome && scrollY > scrollThresholds.headerSearchPx;
}

/** Back-to-top shows after scrolling more than 1000 px (doc 000 §2.4). */
export function showsBackToTop(scrollY: number): boolean {
  return scrollY > scrollThresholds.backToTopPx;
}

/** The scroll-to-bottom trigger fires within 5 px of the bottom (doc 000 §9). */
export function isScrolledToBottom(scrollTop: number, clientHeight: number, scrollHeight: number): boolean {
  return scrollTop + clientHeight >= scrollHeight - scrollThresholds.bottomTolerancePx;
}
