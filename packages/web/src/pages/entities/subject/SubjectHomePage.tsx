import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import type { SearchRequest } from '@wenxian/api';
import { entityLabels, buildQuery, searchKeywordOf, searchTextOf } from '@wenxian/domain';
import { Button, Pagination, RankingTable, SiteLink } from '@wenxian/ui';
import {
  subjectsApi,
  useGetSubjectRecommendQuery,
  useGetWordRankingsQuery,
  useSearchSubjectsQuery,
} from '../../../features/entities/subjectsApi';
import { definePage } from '../../../app/routeModule';
import { usePageParam } from '../entityBlocks/LiteratureSection';
import { loadAll, pageOf } from '../../../features/entities/entityLoaders';
import { QueryView } from '../../shared/QueryView';
import { Columns, EntityMain, LinkList, PageTitle, SearchRow, Section } from '../../shared/entityPageLayout';
import { entityHref } from '../../../features/entities/entityLinks';

const L = entityLabels.pages.subjectHome;
const PAGE_SIZE = 20;

const requestOf = (search: URLSearchParams): SearchRequest | undefined => {
  const k = searchKeywordOf(search.toString());
  return k
    ? { conditions: [{ searchField: 'SU', content: k }], pageNum: pageOf(search), pageSize: PAGE_SIZE }
    : undefined;
};

/** /subject: search topic words (?k=), this year's hot topics with how they moved, and recommended topics. */
export function SubjectHomePage() {
  // The rankings' headings name their tables (one heading printed, the table announced by it).
  const rankingsHeading = useId();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const request = requestOf(search);
  const [text, setText] = useState(searchTextOf(search.toString()));
  const rankings = useGetWordRankingsQuery();
  const recommended = useGetSubjectRecommendQuery();
  const results = useSearchSubjectsQuery(request ?? { conditions: [] }, { skip: !request });
  return (
    <EntityMain>
      <PageTitle>{L.title}</PageTitle>
      <SearchRow
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(`${href('/subject')}${buildQuery([['k', text.trim() || undefined]])}`);
        }}
      >
        <input aria-label={L.searchLabel} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit">{entityLabels.pages.search}</Button>
      </SearchRow>
      {request && (
        <Section title={L.results}>
          <QueryView state={results} isEmpty={(d) => d.list.length === 0}>
            {(data) => (
              <>
                <LinkList aria-label={L.results}>
                  {data.list.map((s) => (
                    <li key={s.id}>
                      <SiteLink href={entityHref.subject(s.id)}>
                        {s.name}（{s.literatureCount}）
                      </SiteLink>
                    </li>
                  ))}
                </LinkList>
                <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
              </>
            )}
          </QueryView>
        </Section>
      )}
      <Columns>
        <Section id={rankingsHeading} title={L.rankings}>
          <QueryView state={rankings} isEmpty={(d) => d.length === 0}>
            {(rows) => (
              <RankingTable
                labelledBy={rankingsHeading}
                valueLabel={entityLabels.author.literatureCount}
                hasChange
                rows={rows.map((r) => ({
                  rank: r.rank,
                  name: r.word,
                  href: entityHref.subject(r.word),
                  value: r.count,
                  change: r.change,
                }))}
              />
            )}
          </QueryView>
        </Section>
        <Section title={L.recommend}>
          <QueryView state={recommended} isEmpty={(d) => d.length === 0}>
            {(list) => (
              <LinkList aria-label={L.recommend}>
                {list.map((s) => (
                  <li key={s.id}>
                    <SiteLink href={entityHref.subject(s.id)}>{s.name}</SiteLink>
                  </li>
                ))}
              </LinkList>
            )}
          </QueryView>
        </Section>
      </Columns>
    </EntityMain>
  );
}

export const page = definePage({
  Component: SubjectHomePage,
  loader: async ({ store, url }) => {
    const e = subjectsApi.endpoints;
    const request = requestOf(url.searchParams);
    await loadAll([
      store.dispatch(e.getWordRankings.initiate()),
      store.dispatch(e.getSubjectRecommend.initiate()),
      ...(request ? [store.dispatch(e.searchSubjects.initiate(request))] : []),
    ]);
    return { k: searchTextOf(url.search) };
  },
  head: ({ data }) => ({ title: data.k ? `${data.k} - ${L.title}` : L.title }),
});
