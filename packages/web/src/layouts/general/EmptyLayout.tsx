import { SiteFrame } from '../site/SiteFrame';
import type { LayoutProps } from '../layoutProps';

/** Nothing around the page (download hand-offs, signature pads on a phone). */
export const EmptyLayout = ({ children }: LayoutProps) => <SiteFrame hasDialogs={false}>{children}</SiteFrame>;
