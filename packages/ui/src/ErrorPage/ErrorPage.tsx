import type { ReactNode } from 'react';
import { messages, shellLabels } from '@wenxian/domain';
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
  /** Verification page (code 20): the slider check goes here. */
  children?: ReactNode;
  /** Verification page: the check passed and the site is going back; shows 跳转中···. */
  isRedirecting?: boolean;
};

/** A full-page error or rate-limit screen (doc 000 §2.7) with a way back home. */
export function ErrorPage({ kind, apiCode, message, homeHref = '/', children, isRedirecting = false }: ErrorPageProps) {
  const content = errorPageContent({ kind, apiCode, message });
  return (
    <Page>
      {content.code && <Code aria-hidden="true">{content.code}</Code>}
      <Title>{content.title}</Title>
      {content.detail && <Detail>{content.detail}</Detail>}
      {kind === 'verify' && (isRedirecting ? <Detail role="status">{messages.errorPage.redirecting}</Detail> : children)}
      {content.hasHomeLink && (
        <HomeLink>
          <SiteLink href={homeHref}>{shellLabels.errorPage.backHome}</SiteLink>
        </HomeLink>
      )}
    </Page>
  );
}
