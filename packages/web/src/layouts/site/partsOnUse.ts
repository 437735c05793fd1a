import { partOnUse } from '../../app/hydration/partOnUse';

/**
 * The frame's regions whose code is downloaded when a visitor first uses them (app/hydration/partOnUse.tsx): links and text
 * that work as the server's HTML until then. The rest of the frame (the banners, the dialogs' hosts) comes with
 * the page.
 */
export const SiteHeaderBarOnUse = partOnUse(() => import('./SiteHeaderBar').then((m) => m.SiteHeaderBar));
export const SiteFooterOnUse = partOnUse(() => import('./SiteFooter').then((m) => m.SiteFooter));
export const SiteSideToolbarOnUse = partOnUse(() => import('./SiteSideToolbar').then((m) => m.SiteSideToolbar));
export const ProductServicesOnUse = partOnUse(() => import('./headerPanels').then((m) => m.ProductServicesContent));
export const KnowledgeMapOnUse = partOnUse(() => import('./headerPanels').then((m) => m.KnowledgeMapContent));
