import { layout } from '@wenxian/domain';

/**
 * Design tokens. Layout numbers come from doc 000 §9 (content min width 140rem, header 6.6rem,
 * side bar 9.6rem); everything else is ours. Components read tokens, never raw values.
 */
export const theme = {
  color: {
    brand: '#c8161d',
    brandHover: '#a80f15',
    brandSoft: '#fdecec',
    accent: '#1f5fbf',
    text: '#1f2329',
    textSecondary: '#4e5969',
    textMuted: '#6b7280',
    border: '#e5e6eb',
    borderStrong: '#c9cdd4',
    surface: '#ffffff',
    surfaceAlt: '#f7f8fa',
    backdrop: 'rgba(0, 0, 0, 0.45)',
    /** A light veil over content that is busy (loading mask). */
    veil: 'rgba(255, 255, 255, 0.8)',
    /** Inactive marks on a picture (carousel dots). */
    onPictureMuted: 'rgba(255, 255, 255, 0.55)',
    success: '#1a7f37',
    warning: '#b25e09',
    danger: '#c8161d',
    oa: '#e87a00',
    focus: '#1f5fbf',
    /** Badges of the top three hot searches (first, second, third), dark enough for white digits. */
    hotRank: ['#c8161d', '#b4490b', '#8a6a00'],
  },
  font: {
    family: "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
    size: { xs: '1.2rem', sm: '1.3rem', md: '1.4rem', lg: '1.6rem', xl: '2rem', xxl: '2.8rem' },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: 1.6,
    /** Certificate badge text (doc 000 §9). */
    badgePx: layout.certificateBadgeFontPx,
  },
  space: { xxs: '0.2rem', xs: '0.4rem', sm: '0.8rem', md: '1.2rem', lg: '1.6rem', xl: '2.4rem', xxl: '3.2rem' },
  radius: { sm: '0.2rem', md: '0.4rem', lg: '0.8rem', pill: '999px' },
  shadow: {
    popover: '0 4px 16px rgba(0, 0, 0, 0.12)',
    dialog: '0 12px 40px rgba(0, 0, 0, 0.2)',
  },
  layout: {
    contentMinWidth: `${layout.contentMinWidthRem}rem`,
    /** The pages' centred content column. */
    contentColumnWidth: `${layout.contentColumnRem}rem`,
    headerHeight: `${layout.headerHeightRem}rem`,
    sideBarWidth: `${layout.sideBarWidthRem}rem`,
    /** At or below this viewport width the root font size scales as width / 120 (doc 000 §9). */
    fontScaleBreakpointPx: layout.fontScaleMaxWidthPx,
    fontScaleDivisor: layout.fontScaleDivisor,
    /** Catalogue dialog width (doc 000 §9). */
    catalogueDialogWidth: `${layout.catalogueDialogWidthPx}px`,
    dialogWidth: '48rem',
  },
  z: { header: 100, sideBar: 110, popover: 200, mask: 900, dialog: 1000, toast: 1100 },
  motion: { fast: '120ms', normal: '200ms' },
  /** Series colours of analysis charts, brand first, each distinct from its neighbours. */
  chart: { palette: ['#c8161d', '#1f5fbf', '#e87a00', '#1a7f37', '#7048e8', '#0b7285', '#b25e09', '#868e96'] },
} as const;

export type Theme = typeof theme;
