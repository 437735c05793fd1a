import { layout } from '@wenxian/domain';

/**
 * How much room the side toolbar (doc 000 §2.4) takes beside the content, and at which window widths it changes shape,
 * so that it never covers content or controls (docs/decisions/shell.md, "Side toolbar in a narrow window").
 *
 * Widths in rem are of the site's 10px root; the media queries' px hold above the §9 font-scaling width (1200px), and
 * below it everything scales together, so the narrowest shape holds there too.
 */

/** The pages' centred content column inside the §9 content minimum width. */
const COLUMN_REM = layout.contentColumnRem;
/** The full toolbar's room: the §9 side bar width, its distance from the window's edge and a gap to the content. */
const FULL_ROOM_REM = layout.sideBarWidthRem + 1.6 + 0.8;
/** The icon strip: its width and its distance from the window's (or the page's) right edge. */
export const STRIP_WIDTH_REM = 4;
export const STRIP_EDGE_REM = 0.8;

const px = (rem: number) => Math.round(rem * 10);

export const sideToolbarRoom = {
  /** From this window width the full toolbar fits in the margin beside the centred column. */
  fullFromPx: px(COLUMN_REM + 2 * FULL_ROOM_REM),
  /**
   * Below the §9 content minimum width the page scrolls sideways, and a bar fixed to the window would stand over the
   * content wherever it is scrolled: the strip then stands in the page's own right margin (`gutter`) and moves with the
   * page, like the header's right end.
   */
  inPageBelowPx: px(layout.contentMinWidthRem),
  /** The page's margin right of the centred column, where the strip stands below `inPageBelowPx`. */
  gutter: `${(layout.contentMinWidthRem - COLUMN_REM) / 2}rem`,
} as const;
