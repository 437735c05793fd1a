import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { href } from 'react-router';
import { entityLabels } from '@wenxian/domain';
import { Button, SiteLink } from '@wenxian/ui';
import { settle } from '../../../app/settle';
import { subjectsApi, useGetSubjectRecommendQuery, useShowSubjectQuery } from '../../../features/entities/subjectsApi';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { definePage } from '../../../app/routeModule';
import { loadAll, requireFound } from '../../../features/entities/entityLoaders';
import { QueryView } from '../../shared/QueryView';
import { runGuard } from '../../../features/session/routeGuards';
import { EntityMain, LinkList, PageTitle, Section } from '../../shared/entityPageLayout';
import { entityHref } from '../../../features/entities/entityLinks';
import { useSummaryStream } from '../../../features/entities/useSummaryStream';

const L = entityLabels.pages.summarize;

const Summary = styled.div`
  min-height: 12rem;
  white-space: pre-wrap;
  line-height: 1.8;
`;

/** /subject/summarize/{id}: the AI summary of a subject streamed into the page; without an id, a choice of subjects. */
export function SubjectSummarizePage() {
  const id = useParams().id;
  const [run, setRun] = useState(0);
  const subject = useShowSubjectQuery({ id: id ?? '' }, { skip: !id });
  const recommended = useGetSubjectRecommendQuery(undefined, { skip: Boolean(id) });
  const summary = useSummaryStream(subject.data?.name, run);
  if (subject.isError) return <ApiErrorView error={subject.error} />;
  if (!id) {
    return (
      <EntityMain>
        <PageTitle>{L.choose}</PageTitle>
        <Section title={L.choose}>
          <QueryView state={recommended} isEmpty={(d) => d.length === 0}>
            {(list) => (
              <LinkList aria-label={L.choose}>
                {list.map((s) => (
                  <li key={s.id}>
                    <SiteLink href={href('/subject/summarize/:id?', { id: s.id })}>{s.name}</SiteLink>
                  </li>
                ))}
              </LinkList>
            )}
          </QueryView>
        </Section>
      </EntityMain>
    );
  }
  return (
    <EntityMain>
      <QueryView state={subject}>
        {(data) => (
          <>
            <PageTitle>{L.title(data.name)}</PageTitle>
            <SiteLink href={entityHref.subject(data.id)}>{data.name}</SiteLink>
          </>
        )}
      </QueryView>
      <Section
        title={entityLabels.pages.subject.tabs.summarize}
        aside={
          <Button variant="secondary" disabled={summary.status === 'streaming'} onClick={() => setRun((n) => n + 1)}>
            {L.regenerate}
          </Button>
        }
      >
        <Summary aria-live="polite" aria-busy={summary.status === 'streaming'} data-status={summary.status}>
          {summary.text}
        </Summary>
        {(summary.status === 'streaming' || summary.status === 'idle') && <p role="status">{L.streaming}</p>}
        {summary.status === 'failed' && <p role="alert">{L.failed}</p>}
      </Section>
    </EntityMain>
  );
}

export const page = definePage({
  Component: SubjectSummarizePage,
  loader: async ({ store, params, url }) => {
    // The summary is members-only wherever it is served (doc 000 §6; routes.txt leaves this address open, the
    // decision is in docs/decisions/domain.md): a visitor asking for one goes to login first.
    await runGuard('member', url, store);
    const e = subjectsApi.endpoints;
    if (!params.id) {
      await loadAll([store.dispatch(e.getSubjectRecommend.initiate())]);
      return { name: '' };
    }
    const subject = await settle(store.dispatch(e.showSubject.initiate({ id: params.id })));
    requireFound(subject);
    return { name: subject.data?.name ?? '' };
  },
  head: ({ data }) => ({ title: data.name ? L.title(data.name) : L.choose }),
});
