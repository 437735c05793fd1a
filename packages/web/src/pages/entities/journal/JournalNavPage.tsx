import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  collectFilterOptions,
  entityLabels,
  isJournalLetter,
  journalIndexFilterTags,
  journalLetters,
  journalTagDisplay,
  buildQuery,
} from '@wenxian/domain';
import { href } from 'react-router';
import { Pagination, SiteLink } from '@wenxian/ui';
import {
  journalsApi,
  useGetChoiceJournalQuery,
  useGetJournalFirstClassQuery,
} from '../../../features/entities/journalsApi';
import { definePage } from '../../../app/routeModule';
import { JournalCards } from '../../shared/JournalCards';
import { usePageParam } from '../entityBlocks/LiteratureSection';
import { loadAll, pageOf } from '../../../features/entities/entityLoaders';
import { QueryView } from '../../shared/QueryView';
import { Columns, EntityMain, PageTitle, Section } from '../../shared/entityPageLayout';
import { ChosenLinkList } from '../entityBlocks/ChosenLinkList';

const L = entityLabels.pages.journalNav;
const NAV_PAGE_SIZE = 24;

type FilterKey = 'classId' | 'tag' | 'letter';
const filterKeys: readonly FilterKey[] = ['classId', 'tag', 'letter'];

/** A letter outside A–Z in the address (typed by hand) is no filter. */
const letterOf = (search: URLSearchParams) => {
  const letter = search.get('letter')?.toUpperCase();
  return isJournalLetter(letter) ? letter : undefined;
};

const navQuery = (search: URLSearchParams) => ({
  classId: search.get('classId') || undefined,
  tag: search.get('tag') || undefined,
  letter: letterOf(search),
  pageNum: pageOf(search),
  pageSize: NAV_PAGE_SIZE,
});

/** A filter link that keeps the other filters and goes back to page 1. */
function filterHref(current: URLSearchParams, key: FilterKey, value: string | undefined) {
  return `${href('/journal/nav')}${buildQuery(filterKeys.map((k) => [k, k === key ? value : (current.get(k) ?? undefined)] as [string, string | undefined]))}`;
}

const Letters = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  a,
  span {
    /* Inline-block, not flex: the count stays inline text, so the link reads as J（12）. */
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
  }
  a[aria-current='page'] {
    font-weight: 600;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
  small {
    margin-left: 1px;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/** The A–Z index: each letter with how many journals of the other filters it holds; empty letters are not links. */
function LetterIndex({ search, letters }: { search: URLSearchParams; letters: { letter: string; count: number }[] }) {
  const current = letterOf(search);
  const counts = new Map(letters.map((l) => [l.letter, l.count]));
  return (
    <Letters aria-label={L.byLetter}>
      <li>
        <SiteLink href={filterHref(search, 'letter', undefined)} aria-current={!current ? 'page' : undefined}>
          {entityLabels.pages.all}
        </SiteLink>
      </li>
      {journalLetters.map((letter) => {
        const count = counts.get(letter) ?? 0;
        return (
          <li key={letter}>
            {count > 0 || current === letter ? (
              <SiteLink
                href={filterHref(search, 'letter', letter)}
                aria-current={current === letter ? 'page' : undefined}
              >
                {letter}
                <small>{L.letterCountSuffix(count)}</small>
              </SiteLink>
            ) : (
              <span>
                {letter}
                <small>{L.letterCountSuffix(0)}</small>
              </span>
            )}
          </li>
        );
      })}
    </Letters>
  );
}

/**
 * /journal/nav: journals by class, by index tag (SCIE, 北大核心 … with the collect filters) and by first letter
 * (A–Z over the pinyin of the name, each letter with its count under the other filters), paged.
 */
export function JournalNavPage() {
  const [search] = useSearchParams();
  const [page, setPage] = usePageParam();
  const query = navQuery(search);
  const classes = useGetJournalFirstClassQuery();
  const journals = useGetChoiceJournalQuery(query);
  const filterList = (key: 'classId' | 'tag', label: string, options: readonly { value: string; label: string }[]) => (
    <ChosenLinkList aria-label={label}>
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
    </ChosenLinkList>
  );
  return (
    <EntityMain>
      <PageTitle>{L.title}</PageTitle>
      <Columns>
        <Section title={journals.data ? L.results(journals.data.total) : L.title}>
          {journals.data?.letters && <LetterIndex search={search} letters={journals.data.letters} />}
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
      store.dispatch(journalsApi.endpoints.getJournalFirstClass.initiate()),
      store.dispatch(journalsApi.endpoints.getChoiceJournal.initiate(navQuery(url.searchParams))),
    ]);
  },
  head: () => ({ title: L.title }),
});
