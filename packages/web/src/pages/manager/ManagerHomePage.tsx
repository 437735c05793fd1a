import styled from 'styled-components';
import { SiteLink } from '@wenxian/ui';
import { formatFigure, managerAnalyses, managerLabels, messages } from '@wenxian/domain';
import { settle } from '../../app/settle';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { definePage } from '../../app/routeModule';
import { analysisPath, managerHref, ManagerFrame, useManagedJournalId } from './ManagerFrame';
import {
  managedJournalApi,
  useGetManagerAnalysisQuery,
  useGetPeriodicalQuery,
} from '../../features/manager/managedJournalApi';
import { Panel } from '../shared/backOffice.styles';

const labels = managerLabels;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    color: ${({ theme }) => theme.color.text};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  span {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Figures = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
`;

/** /manager: the managed journal at a glance and an entry to every analysis. */
export function ManagerHomePage() {
  const journalId = useManagedJournalId();
  const periodical = useGetPeriodicalQuery({ journalId });
  const overview = useGetManagerAnalysisQuery({ key: 'journalanalysis', journalId });
  if (periodical.error) return <ApiErrorView error={periodical.error} />;
  const name = periodical.data?.name ?? '';
  return (
    <ManagerFrame title={name ? labels.home.heading(name) : labels.home.title} intro={periodical.data?.intro}>
      <Panel aria-label={labels.home.overview}>
        <h2>{labels.home.overview}</h2>
        {overview.data ? (
          <Figures>
            {overview.data.figures.map((f) => (
              <span key={f.name}>
                {f.name}：<strong>{formatFigure(f.value)}</strong>
                {f.unit ?? ''}
              </span>
            ))}
          </Figures>
        ) : (
          <p role="status">{messages.loader.loading}</p>
        )}
      </Panel>
      <Panel aria-label={labels.home.analysesHeading}>
        <h2>{labels.home.analysesHeading}</h2>
        <Cards>
          {managerAnalyses.map((a) => (
            <li key={a.key}>
              <SiteLink href={managerHref(analysisPath(a.key), journalId)}>
                <strong>{a.name}</strong>
                <span>{a.hint}</span>
              </SiteLink>
            </li>
          ))}
        </Cards>
      </Panel>
    </ManagerFrame>
  );
}

export const page = definePage({
  Component: ManagerHomePage,
  loader: async ({ store, url }) => {
    const journalId = url.searchParams.get('id') ?? '';
    await Promise.all([
      settle(store.dispatch(managedJournalApi.endpoints.getPeriodical.initiate({ journalId }))),
      settle(
        store.dispatch(managedJournalApi.endpoints.getManagerAnalysis.initiate({ key: 'journalanalysis', journalId })),
      ),
    ]);
  },
  head: () => ({ title: labels.home.title, noindex: true }),
});
