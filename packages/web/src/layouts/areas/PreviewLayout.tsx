import { SiteFrame } from '../site/SiteFrame';
import { PreviewBar } from './PreviewBar';
import type { LayoutProps } from '../layoutProps';

/** Reading: a slim bar above a full-width reader. */
export const PreviewLayout = ({ children }: LayoutProps) => <SiteFrame header={<PreviewBar />}>{children}</SiteFrame>;
