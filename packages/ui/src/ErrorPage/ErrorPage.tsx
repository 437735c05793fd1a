import type { ReactNode } from 'react';
import { shellLabels } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';
import { errorPageContent, type ErrorPageVariant } from './errorPageContent';
import { Code, Detail, HomeLink, Page, Title } from './ErrorPage.styles';

export type ErrorPageProps = {
  /** Which page: the domain's `chooseErrorPage` result, or `blocked` / `generic` (doc 000 §2.7, §4.4). */
  kind: ErrorPageVariant;
  /** API code: decides the server-error text (above 0 shows `message`) and the search-limit text (70007 = stop word). */
  apiCode?: number;
  /** API message for the server-error page. */
  message?: string;
  /** Where the back-to-home button leads. */
  homeHref?: string;
  /**
   * Safety check page (code 20): the site passes `<SafetyCheckPage>` (heading, slider check,
   * 跳转中···), which then replaces this page's own title. Ignored by the other kinds.
   */
  children?: ReactNode;
};

/** A full-page error or rate-limit screen (doc 000 §2.7) with a way back home. */
export function ErrorPage({ kind, apiCode, message, homeHref = '/', children }: ErrorPageProps) {
  const content = errorPageContent({ kind, apiCode, message });
  if (kind === 'safetyCheck' && children) return <Page>{children}</Page>;
  return (
    <Page>
      {content.code && <Code aria-hidden="true">{content.code}</Code>}
      <Title>{content.title}</Title>
      {content.detail && <Detail>{content.detail}</Detail>}
      {content.hasHomeLink && (
        <HomeLink>
          <SiteLink href={homeHref}>{shellLabels.errorPage.backHome}</SiteLink>
        </HomeLink>
      )}
    </Page>
  );
}
