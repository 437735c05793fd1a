import { entityLabels } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import {
  journalsApi,
  useGetCoreJournalRangeQuery,
  useGetHotJournalQuery,
  useGetJournalFirstClassQuery,
  useGetRecommendJournalQuery,
} from '../../../features/entities/journalsApi';
import { definePage } from '../../../app/routeModule';
import { JournalCards } from '../../shared/JournalCards';
import { loadAll } from '../../../features/entities/entityLoaders';
import { QueryView } from '../../shared/QueryView';
import { EntityMain, LinkList, PageTitle, Section } from '../../shared/entityPageLayout';
import { entityHref } from '../../../features/entities/entityLinks';

const L = entityLabels.pages.journalHome;
const CORE_QUERY = { pageNum: 1, pageSize: 12 };

/** /journal: hot and recommended journals, core journals, and the class tree into the navigation. */
export function JournalHomePage() {
  const hot = useGetHotJournalQuery({});
  const recommended = useGetRecommendJournalQuery({});
  const core = useGetCoreJournalRangeQuery(CORE_QUERY);
  const classes = useGetJournalFirstClassQuery();
  return (
    <EntityMain>
      <PageTitle>{L.title}</PageTitle>
      <Section title={L.classes} aside={<SiteLink href={entityHref.journalNav()}>{L.nav}</SiteLink>}>
        <QueryView state={classes} isEmpty={(d) => d.length === 0}>
          {(nodes) => (
            <LinkList aria-label={L.classes}>
              {nodes.map((n) => (
                <li key={n.id}>
                  <SiteLink href={entityHref.journalNav({ classId: n.id })}>{n.label}</SiteLink>
                </li>
              ))}
            </LinkList>
          )}
        </QueryView>
      </Section>
      <Section title={L.hot}>
        <QueryView state={hot} isEmpty={(d) => d.length === 0}>
          {(list) => <JournalCards journals={list} label={L.hot} />}
        </QueryView>
      </Section>
      <Section title={L.recommend}>
        <QueryView state={recommended} isEmpty={(d) => d.length === 0}>
          {(list) => <JournalCards journals={list} label={L.recommend} />}
        </QueryView>
      </Section>
      <Section title={L.core}>
        <QueryView state={core} isEmpty={(d) => d.list.length === 0}>
          {(page) => <JournalCards journals={page.list} label={L.core} />}
        </QueryView>
      </Section>
    </EntityMain>
  );
}

export const page = definePage({
  Component: JournalHomePage,
  loader: async ({ store }) => {
    const e = journalsApi.endpoints;
    await loadAll([
      store.dispatch(e.getHotJournal.initiate({})),
      store.dispatch(e.getRecommendJournal.initiate({})),
      store.dispatch(e.getCoreJournalRange.initiate(CORE_QUERY)),
      store.dispatch(e.getJournalFirstClass.initiate()),
    ]);
  },
  head: () => ({ title: L.title }),
});
