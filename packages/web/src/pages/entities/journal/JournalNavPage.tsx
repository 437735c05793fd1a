import { useSearchParams } from 'react-router-dom';
import { collectFilterOptions, entityLabels, journalIndexFilterTags, journalTagDisplay } from '@wenxian/domain';
import { Pagination, SiteLink } from '@wenxian/ui';
import {
  entitiesApi,
  useGetChoiceJournalQuery,
  useGetJournalFirstClassQuery,
} from '../../../features/entities/entitiesApi';
import { definePage } from '../../../routes/defineRoute';
import { entitiesPaths } from '../../../routes/paths/entities';
import { JournalCards } from '../parts/JournalCards';
import { usePageParam } from '../parts/LiteratureSection';
import { loadAll, pageOf } from '../parts/loaders';
import { QueryView } from '../parts/QueryView';
import { Columns, EntityMain, LinkList, PageTitle, Section } from '../parts/layout';

const L = entityLabels.pages.journalNav;
const NAV_PAGE_SIZE = 24;

const navQuery = (search: URLSearchParams) => ({
  classId: search.get('classId') || undefined,
  tag: search.get('tag') || undefined,
  pageNum: pageOf(search),
  pageSize: NAV_PAGE_SIZE,
});

/** A filter link that keeps the other filter and goes back to page 1. */
function filterHref(current: URLSearchParams, key: 'classId' | 'tag', value: string | undefined) {
  const other = key === 'classId' ? 'tag' : 'classId';
  return entitiesPaths.journalNav.getHref(undefined, [
    [key, value],
    [other, current.get(other) ?? undefined],
  ]);
}

/** /journal/nav: journals by class and by index tag (SCIE, 北大核心 … with the collect filters), paged. */
export function JournalNavPage() {
  const [search] = useSearchParams();
  const [page, setPage] = usePageParam();
  const query = navQuery(search);
  const classes = useGetJournalFirstClassQuery();
  const journals = useGetChoiceJournalQuery(query);
  const filterList = (key: 'classId' | 'tag', label: string, options: readonly { value: string; label: string }[]) => (
    <LinkList aria-label={label}>
      <li>
        <SiteLink href={filterHref(search, key, undefined)} aria-current={!query[key] ? 'page' : undefined}>
          {entityLabels.pages.all}
        </SiteLink>
      </li>
      {options.map((o) => (
        <li key={o.value}>
          <SiteLink href={filterHref(search, key, o.value)} aria-current={query[key] === o.value ? 'page' : undefined}>
            {o.label}
          </SiteLink>
        </li>
      ))}
    </LinkList>
  );
  return (
    <EntityMain>
      <PageTitle>{L.title}</PageTitle>
      <Columns>
        <Section title={journals.data ? L.results(journals.data.total) : L.title}>
          <QueryView state={journals} isEmpty={(d) => d.list.length === 0}>
            {(data) => (
              <>
                <JournalCards journals={data.list} label={L.title} />
                <Pagination page={page} pageSize={NAV_PAGE_SIZE} total={data.total} onChange={setPage} />
              </>
            )}
          </QueryView>
        </Section>
        <div>
          <Section title={L.byCollect}>
            {filterList(
              'tag',
              L.byCollect,
              collectFilterOptions.map((o) => ({ value: o.tag, label: o.label })),
            )}
          </Section>
          <Section title={L.byTag}>
            {filterList(
              'tag',
              L.byTag,
              journalIndexFilterTags.map((tag) => ({ value: tag, label: journalTagDisplay(tag).label })),
            )}
          </Section>
          <Section title={L.byClass}>
            <QueryView state={classes}>
              {(nodes) =>
                filterList(
                  'classId',
                  L.byClass,
                  nodes.map((n) => ({ value: n.id, label: n.label })),
                )
              }
            </QueryView>
          </Section>
        </div>
      </Columns>
    </EntityMain>
  );
}

export const page = definePage({
  Component: JournalNavPage,
  loader: async ({ store, url }) => {
    await loadAll([
      store.dispatch(entitiesApi.endpoints.getJournalFirstClass.initiate()),
      store.dispatch(entitiesApi.endpoints.getChoiceJournal.initiate(navQuery(url.searchParams))),
    ]);
  },
  head: () => ({ title: L.title }),
});
