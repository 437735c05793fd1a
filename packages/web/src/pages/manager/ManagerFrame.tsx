import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { managerAnalyses, managerLabels, type ManagerAnalysisKey } from '@wenxian/domain';
import { Content, Nav, Page } from './managerFrame.styles';

const labels = managerLabels;

/**
 * The managed journal: the `id` query (an operator opening a journal's manager pages, which the guard
 * allows), else empty — the server then analyses the manager's own journal (isManager).
 */
export function useManagedJournalId(): string {
  const [params] = useSearchParams();
  return params.get('id') ?? '';
}

/** A link inside the manager area keeps the `id` query, so the guard and the analyses keep the journal. */
export function managerHref(
  path: string,
  journalId: string,
  query: ReadonlyArray<readonly [string, string | undefined]> = [],
): string {
  const search = new URLSearchParams();
  if (journalId) search.set('id', journalId);
  for (const [key, value] of query) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** An analysis's page: the analysis's key is its address under /manager. */
export const analysisPath = (key: ManagerAnalysisKey) => href(`/manager/${key}`);

/** The manager area's page: its menu (home, the analyses, the tools) beside the page's content. */
export function ManagerFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const journalId = useManagedJournalId();
  const item = (path: string, name: string) => (
    <li key={path}>
      <SiteLink href={managerHref(path, journalId)} aria-current={pathname === path ? 'page' : undefined}>
        {name}
      </SiteLink>
    </li>
  );
  return (
    <Page>
      <Nav aria-label={labels.nav.label}>
        <ul>{item(href('/manager'), labels.nav.home)}</ul>
        <h2>{labels.home.analysesHeading}</h2>
        <ul>{managerAnalyses.map((a) => item(analysisPath(a.key), a.name))}</ul>
        <h2>{labels.home.toolsHeading}</h2>
        <ul>
          {item(href('/manager/literatureInquiry'), labels.nav.literatureInquiry)}
          {item(href('/manager/editPeriodic'), labels.nav.editPeriodic)}
          {item(href('/manager/account'), labels.nav.account)}
        </ul>
      </Nav>
      <Content>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </Content>
    </Page>
  );
}
