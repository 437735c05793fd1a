import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { sideToolbarRoom } from '@wenxian/ui';
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
import { HydratedRegion } from '../../app/hydration/pageHydration';
import { HydratedOnUse } from '../../app/hydration/hydrateOnUse';
import { useNetworkNotices } from '../../features/network/useNetworkNotices';
import { usePageViewLog } from '../../features/shared/behaviorLog';

/**
 * In a window narrower than the page (doc 000 §9) the side toolbar stands in the page's right margin, beside the
 * content, and scrolls sideways with it (docs/decisions/shell.md, "Side toolbar in a narrow window").
 */
const holdsSideToolbar = css`
  @media (max-width: ${sideToolbarRoom.inPageBelowPx - 0.02}px) {
    position: relative;
  }
`;

const Body = styled.div<{ $withAside: boolean; $withSideBar: boolean }>`
  display: ${({ $withAside }) => ($withAside ? 'flex' : 'block')};
  align-items: stretch;
  ${({ $withSideBar }) => $withSideBar && holdsSideToolbar}
`;

/**
 * The side toolbar's place. No box while the toolbar is fixed to the window; in a window narrower than the page, the
 * page's margin right of the content, as tall as the content, in which the strip sticks near the window's bottom.
 */
const SideToolbarGutter = styled.div`
  display: contents;
  @media (max-width: ${sideToolbarRoom.inPageBelowPx - 0.02}px) {
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    align-items: flex-end;
    width: ${sideToolbarRoom.gutter};
    padding-right: ${({ theme }) => theme.space.sm};
    /* Only the toolbar takes the pointer, not the empty margin around it. */
    pointer-events: none;
    > * {
      pointer-events: auto;
    }
  }
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
  const withSideBar = hasSideBar && !isMobile;
  useNetworkNotices();
  usePageViewLog();
  return (
    <>
      <PageHead />
      <SkipLink />
      <NavigationProgress />
      <HydratedRegion>{header}</HydratedRegion>
      <HydratedRegion>{banner}</HydratedRegion>
      <Body $withAside={Boolean(aside)} $withSideBar={withSideBar}>
        <HydratedRegion>{aside}</HydratedRegion>
        <Main id={MAIN_ID} tabIndex={-1}>
          <HydratedRegion>{children ?? <Outlet />}</HydratedRegion>
        </Main>
        {withSideBar && (
          <SideToolbarGutter>
            <HydratedOnUse until="scrolled">
              <SiteSideToolbarOnUse />
            </HydratedOnUse>
          </SideToolbarGutter>
        )}
      </Body>
      {/* Links a visitor can follow without script: hydrated once used (app/hydration/hydrateOnUse.tsx), the layouts' site
          footer downloaded then too (SiteFooterOnUse). */}
      {footer && <HydratedOnUse until="used">{footer}</HydratedOnUse>}
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
