import { useLocation, useParams } from 'react-router-dom';
import { href, redirect } from 'react-router';
import type { SubjectProfile } from '@wenxian/api';
import { entityLabels, formatLargeCount, subjectPageDescription } from '@wenxian/domain';
import { ListLoader, SiteLink } from '@wenxian/ui';
import { settle } from '../../../app/settle';
import type { AppStore } from '../../../app/store';
import {
  subjectsApi,
  useGetSubjectLiteraturesQuery,
  useShowSubjectQuery,
} from '../../../features/entities/subjectsApi';
import { defer, Deferred } from '../../../features/deferred/Deferred';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { definePage } from '../../../app/routeModule';
import { RankChartOf, ShareChartOf, TrendChartOf } from '../entityBlocks/EntityCharts';
import { EntityActions } from '../../../features/entities/EntityActions';
import { ENTITY_PAGE_SIZE, loadAll, pageOf, requireFound } from '../../../features/entities/entityLoaders';
import { LiteratureSection, usePageParam } from '../entityBlocks/LiteratureSection';
import { QueryView } from '../../shared/QueryView';
import {
  Columns,
  EntityMain,
  EntityTabs,
  Facts,
  Grid,
  LinkList,
  PageTitle,
  Section,
} from '../../shared/entityPageLayout';
import { entityHref, quoteHref } from '../../../features/entities/entityLinks';

const L = entityLabels.pages.subject;
const e = subjectsApi.endpoints;
/** What a deferred analysis shows until its call answers (QueryView's own loading state). */
const loading = <ListLoader state="loading" />;
const A = entityLabels.author;

export type SubjectTab = 'home' | 'achievement' | 'influence';
const tabOf = (pathname: string): SubjectTab => {
  const last = pathname.split('/').filter(Boolean)[2];
  return last === 'achievement' || last === 'influence' ? last : 'home';
};

/** A subject's tab at its one address, /subject/{id} (doc 000 §2.1; docs/decisions/entities.md, "Subject addresses"). */
function subjectTabPath(id: string, tab: SubjectTab): string {
  if (tab === 'achievement') return href('/subject/:id/achievement', { id });
  if (tab === 'influence') return href('/subject/:id/influence', { id });
  return href('/subject/:id', { id });
}

function SubjectHeader({ subject, tab }: { subject: SubjectProfile; tab: SubjectTab }) {
  const id = subject.id;
  const tabs = [
    { label: L.tabs.home, href: subjectTabPath(id, 'home'), isCurrent: tab === 'home' },
    { label: L.tabs.achievement, href: subjectTabPath(id, 'achievement'), isCurrent: tab === 'achievement' },
    { label: L.tabs.influence, href: subjectTabPath(id, 'influence'), isCurrent: tab === 'influence' },
    { label: L.tabs.summarize, href: href('/subject/summarize/:id?', { id }), isCurrent: false },
    { label: L.tabs.quote, href: quoteHref('subject', id), isCurrent: false },
  ];
  return (
    <>
      <PageTitle>{subject.name}</PageTitle>
      <Facts>
        <dt>{L.discipline}</dt>
        <dd>
          {subject.disciplineName}
          {subject.clc ? `（${subject.clc}）` : ''}
        </dd>
        <dt>{A.literatureCount}</dt>
        <dd>{formatLargeCount(subject.literatureCount)}</dd>
      </Facts>
      <div style={{ display: 'flex', gap: '0.8rem', marginTop: '1.2rem' }}>
        <EntityActions kind="subject" id={id} name={subject.name} />
      </div>
      <EntityTabs label={subject.name} tabs={tabs} />
    </>
  );
}

/** A subject (topic word) and its achievement and influence sub-pages; an unknown one is 主题词未找到 with status 404. */
export function SubjectPage() {
  const id = useParams().id ?? '';
  const tab = tabOf(useLocation().pathname);
  const [page, setPage] = usePageParam();
  const subject = useShowSubjectQuery({ id });
  const literature = useGetSubjectLiteraturesQuery(
    { id, pageNum: page, pageSize: tab === 'home' ? 5 : ENTITY_PAGE_SIZE },
    { skip: tab === 'influence' },
  );
  if (subject.isError) return <ApiErrorView error={subject.error} />;
  return (
    <EntityMain>
      <QueryView state={subject}>{(data) => <SubjectHeader subject={data} tab={tab} />}</QueryView>
      {tab === 'home' && (
        <>
          <Grid>
            <Section title={L.trend}>
              <Deferred endpoint={e.getWordTrends} arg={{ word: id }} fallback={loading}>
                {(trends) => <TrendChartOf label={L.trend} state={trends} names={['发文量', '被引量']} />}
              </Deferred>
            </Section>
            <Section title={L.infiltration}>
              <Deferred endpoint={e.getSubjectInfiltration} arg={{ id }} fallback={loading}>
                {(infiltration) => (
                  <RankChartOf
                    label={L.infiltration}
                    state={infiltration}
                    valueName={A.literatureCount}
                    valueAxisName={L.infiltrationAxis}
                  />
                )}
              </Deferred>
            </Section>
          </Grid>
          <Columns>
            <LiteratureSection title={entityLabels.pages.literature} state={literature} page={page} onPage={setPage} />
            <Section title={L.related}>
              <Deferred endpoint={e.getRelatedWords} arg={{ word: id }} fallback={loading}>
                {(related) => (
                  <QueryView state={related} isEmpty={(d) => d.length === 0}>
                    {(list) => (
                      <LinkList aria-label={L.related}>
                        {list.map((w) => (
                          <li key={w.name}>
                            <SiteLink href={entityHref.subject(w.id ?? w.name)}>
                              {w.name}（{w.count}）
                            </SiteLink>
                          </li>
                        ))}
                      </LinkList>
                    )}
                  </QueryView>
                )}
              </Deferred>
            </Section>
          </Columns>
        </>
      )}
      {tab === 'achievement' && (
        <LiteratureSection title={entityLabels.pages.literature} state={literature} page={page} onPage={setPage} />
      )}
      {tab === 'influence' && (
        <Grid>
          <Section title={L.trend}>
            <Deferred endpoint={e.getWordTrends} arg={{ word: id }} fallback={loading}>
              {(trends) => <TrendChartOf label={L.trend} state={trends} />}
            </Deferred>
          </Section>
          <Section title={L.types}>
            <Deferred endpoint={e.getWordStatistics} arg={{ word: id }} fallback={loading}>
              {(statistics) => <ShareChartOf label={L.types} state={statistics} valueName={A.literatureCount} />}
            </Deferred>
          </Section>
        </Grid>
      )}
    </EntityMain>
  );
}

/**
 * The calls a tab's first answer waits for (the literature list is the page's content); its analyses
 * (trend, infiltration, related words, statistics) are started here and stream into their `Deferred`
 * blocks.
 */
function requestsOf(store: AppStore, id: string, tab: SubjectTab, url: URL): Parameters<typeof loadAll>[0] {
  const d = store.dispatch;
  const list = () =>
    d(e.getSubjectLiteratures.initiate({ id, pageNum: pageOf(url), pageSize: tab === 'home' ? 5 : ENTITY_PAGE_SIZE }));
  if (tab === 'home') {
    defer(d(e.getRelatedWords.initiate({ word: id })));
    defer(d(e.getWordTrends.initiate({ word: id })));
    defer(d(e.getSubjectInfiltration.initiate({ id })));
    return [list()];
  }
  if (tab === 'achievement') return [list()];
  defer(d(e.getWordTrends.initiate({ word: id })));
  defer(d(e.getWordStatistics.initiate({ word: id })));
  return [];
}

export const page = definePage({
  Component: SubjectPage,
  loader: async ({ store, params, url }) => {
    const id = params.id ?? '';
    const tab = tabOf(url.pathname);
    const [subject] = await Promise.all([
      settle(store.dispatch(subjectsApi.endpoints.showSubject.initiate({ id }))),
      loadAll(requestsOf(store, id, tab, url)),
    ]);
    requireFound(subject);
    // A subject reached by its name (a keyword link, /keyword/{word}) moves to its id's address for good, query kept:
    // one address per subject. A keyword's own topic has the word as its id and stays.
    const canonical = subject.data?.id;
    if (canonical && canonical !== id) throw redirect(`${subjectTabPath(canonical, tab)}${url.search}`, 301);
    const name = subject.data?.name ?? '';
    return { name, description: subject.data ? subjectPageDescription(subject.data) : name, tab };
  },
  head: ({ data }) => ({
    title: data.tab === 'home' ? data.name : `${data.name} ${L.tabs[data.tab]}`,
    description: data.description,
    keywords: data.name,
  }),
});
