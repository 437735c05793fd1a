import { SiteFrame } from '../site/SiteFrame';
import type { LayoutProps } from '../layoutProps';

/** Neither header nor footer; the side toolbar stays for help (blocked address, signature on a computer). */
export const NoHeaderFooterLayout = ({ children }: LayoutProps) => <SiteFrame hasSideBar>{children}</SiteFrame>;
