import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SkipLink, MAIN_ID } from './SkipLink';
import { SiteSideToolbarOnUse } from './partsOnUse';
import { NavigationProgress } from './NavigationProgress';
import { PageHead } from './PageHead';
import { ToastHost } from '../../features/toast/ToastHost';
import { SafetyCheckHost } from '../../features/safetyCheck/SafetyCheckHost';
import { ModalManager } from '../../features/modal/ModalManager';
import { SessionEffects } from '../../features/session/SessionEffects';
import { dialogHosts } from './dialogHosts';
import { useIsMobile } from '../../app/siteVisit';
import { HydratedRegion } from '../../app/pageHydration';
import { HydratedOnUse } from '../../app/hydrateOnUse';
import { useNetworkNotices } from '../../features/network/useNetworkNotices';
import { usePageViewLog } from '../../features/shared/behaviorLog';

const Body = styled.div<{ $withAside: boolean }>`
  display: ${({ $withAside }) => ($withAside ? 'flex' : 'block')};
  align-items: stretch;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

export type SiteFrameProps = {
  /** Above the content: the site header, the AI header, a preview or product bar; nothing when absent. */
  header?: ReactNode;
  /** Between header and content (the organization layout's search banner). */
  banner?: ReactNode;
  /** Beside the content (the AI home layout's conversation list). */
  aside?: ReactNode;
  footer?: ReactNode;
  /** The side toolbar of doc 000 §2.4. */
  hasSideBar?: boolean;
  /** Whether the page's dialogs (download, citation, feedback…) can open here. */
  hasDialogs?: boolean;
  /** Shown instead of the route's page (a layout's error boundary). */
  children?: ReactNode;
};

/**
 * What every layout shares: the skip link, the `<main>` landmark the skip link targets, the head of the
 * page, the navigation progress bar, toasts and the safety check (which must stack over dialogs).
 */
export function SiteFrame({
  header,
  banner,
  aside,
  footer,
  hasSideBar = false,
  hasDialogs = true,
  children,
}: SiteFrameProps) {
  const isMobile = useIsMobile();
  useNetworkNotices();
  usePageViewLog();
  return (
    <>
      <PageHead />
      <SkipLink />
      <NavigationProgress />
      <HydratedRegion>{header}</HydratedRegion>
      <HydratedRegion>{banner}</HydratedRegion>
      <Body $withAside={Boolean(aside)}>
        <HydratedRegion>{aside}</HydratedRegion>
        <Main id={MAIN_ID} tabIndex={-1}>
          <HydratedRegion>{children ?? <Outlet />}</HydratedRegion>
        </Main>
      </Body>
      {/* Links a visitor can follow without script: hydrated once used (app/hydrateOnUse.tsx), the layouts' site
          footer downloaded then too (SiteFooterOnUse). */}
      {footer && <HydratedOnUse until="used">{footer}</HydratedOnUse>}
      {hasSideBar && !isMobile && (
        <HydratedOnUse until="scrolled">
          <SiteSideToolbarOnUse />
        </HydratedOnUse>
      )}
      {hasDialogs && (
        <>
          {/* The session dialogs' conditions (doc 000 §4.6) are checked wherever dialogs can open. */}
          <SessionEffects />
          <ModalManager hosts={dialogHosts} />
        </>
      )}
      <ToastHost />
      <SafetyCheckHost />
    </>
  );
}
