import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SiteSideToolbar } from './SiteSideToolbar';
import { ToastHost } from '../features/toast/ToastHost';
import { VerificationHost } from '../features/verification/VerificationHost';
import { FeedbackHost } from '../features/feedback/FeedbackHost';
import { DownloadHost } from '../features/download/DownloadHost';
import { CitationHost } from '../features/citation/CitationHost';

const Main = styled.main`
  min-width: ${({ theme }) => theme.layout.contentMinWidth};
  min-height: 60vh;
`;

/** Header, content, footer, side bar and the dialogs every page can raise (doc 000 §2.2 "default"). */
export function DefaultLayout() {
  return (
    <>
      <SiteHeader />
      <Main>
        <Outlet />
      </Main>
      <SiteFooter />
      <SiteSideToolbar />
      <ToastHost />
      <VerificationHost />
      <FeedbackHost />
      <DownloadHost />
      <CitationHost />
    </>
  );
}
