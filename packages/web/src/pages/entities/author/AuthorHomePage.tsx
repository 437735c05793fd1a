import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { entityLabels, formatLargeCount, buildQuery, messages, searchKeywordOf, searchTextOf } from '@wenxian/domain';
import { Button, Pagination, SiteLink, TextLink } from '@wenxian/ui';
import {
  authorsApi,
  useGetAuthorLatestQuery,
  useGetAuthorRecommendQuery,
  useGetAuthorTop10Query,
  useGetAuthorTotalCountQuery,
  useSearchAuthorsQuery,
} from '../../../features/entities/authorsApi';
import { definePage } from '../../../app/routeModule';
import { usePageParam } from '../entityBlocks/LiteratureSection';
import { loadAll, pageOf } from '../../../features/entities/entityLoaders';
import { QueryView } from '../../shared/QueryView';
import { Columns, EntityMain, LinkList, PageTitle, SearchRow, Section } from '../../shared/entityPageLayout';
import { AuthorCards } from '../../shared/AuthorCards';

const L = entityLabels.pages.authorHome;
const R = entityLabels.pages.authorRanking;
const SEARCH_PAGE_SIZE = 12;

/** The site's empty-keyword warning under the search row, in the danger colour as a field's error. */
const EmptyWarning = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const authorSearchRequestOf = (search: URLSearchParams) => {
  const k = searchKeywordOf(search.toString());
  return k
    ? { conditions: [{ searchField: 'A', content: k }], pageNum: pageOf(search), pageSize: SEARCH_PAGE_SIZE }
    : undefined;
};

/** /author (and /author/default): search authors by name or organisation (?k=), the top-cited ten, newest and recommended scholars, and the rankings. */
export function AuthorHomePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const request = authorSearchRequestOf(search);
  const [text, setText] = useState(searchTextOf(search.toString()));
  // A blank search is not sent: it says 请输入内容, as the site's other search boxes do, and keeps the user in the box.
  const [blank, setBlank] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const warningId = useId();
  const total = useGetAuthorTotalCountQuery();
  const top = useGetAuthorTop10Query({});
  const latest = useGetAuthorLatestQuery({});
  const recommended = useGetAuthorRecommendQuery({});
  const results = useSearchAuthorsQuery(request ?? { conditions: [] }, { skip: !request });
  const rankings = [
    { label: R.citation, href: `${href('/author/literatureNumber/list/:id?')}${buildQuery([['by', 'cited']])}` },
    { label: R.literatureNumber, href: href('/author/literatureNumber') },
    { label: R.excellentTalent, href: href('/author/excellentTalent') },
    { label: R.domain, href: href('/author/domain') },
    { label: R.organization, href: href('/author/organization') },
  ];
  return (
    <EntityMain>
      <PageTitle>{L.title}</PageTitle>
      <SearchRow
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) {
            setBlank(true);
            input.current?.focus();
            return;
          }
          navigate(`${href('/author')}${buildQuery([['k', text.trim()]])}`);
        }}
      >
        <input
          ref={input}
          aria-label={L.searchLabel}
          value={text}
          aria-invalid={blank || undefined}
          aria-describedby={blank ? warningId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setBlank(false);
          }}
        />
        <Button type="submit">{entityLabels.pages.search}</Button>
        {total.data && <span>{L.total(formatLargeCount(total.data.total))}</span>}
      </SearchRow>
      {blank && (
        <EmptyWarning id={warningId} role="alert">
          {messages.search.emptyInput}
        </EmptyWarning>
      )}
      {request && (
        <Section title={L.results}>
          <QueryView state={results} isEmpty={(d) => d.list.length === 0}>
            {(data) => (
              <>
                <AuthorCards authors={data.list} label={L.results} />
                <Pagination page={page} pageSize={SEARCH_PAGE_SIZE} total={data.total} onChange={setPage} />
              </>
            )}
          </QueryView>
        </Section>
      )}
      <Columns>
        <div>
          <Section title={L.top10}>
            <QueryView state={top} isEmpty={(d) => d.length === 0}>
              {(list) => <AuthorCards authors={list} label={L.top10} />}
            </QueryView>
          </Section>
          <Section title={L.latest}>
            <QueryView state={latest} isEmpty={(d) => d.length === 0}>
              {(list) => <AuthorCards authors={list} label={L.latest} />}
            </QueryView>
          </Section>
        </div>
        <div>
          {/* The author area is found here, where scholars are: the guard of /author/home sends a visitor or a member
              who is not a confirmed author on to 作者认证 (doc 000 §6). */}
          <Section title={L.authorArea}>
            <p>
              {L.authorAreaIntro}{' '}
              <TextLink href={href('/author/home')}>{entityLabels.pages.authorAuth.goHome}</TextLink>
            </p>
          </Section>
          <Section title={L.rankings}>
            <LinkList aria-label={L.rankings}>
              {rankings.map((r) => (
                <li key={r.label}>
                  <SiteLink href={r.href}>{r.label}</SiteLink>
                </li>
              ))}
            </LinkList>
          </Section>
          <Section title={L.recommend}>
            <QueryView state={recommended} isEmpty={(d) => d.length === 0}>
              {(list) => <AuthorCards authors={list} label={L.recommend} />}
            </QueryView>
          </Section>
        </div>
      </Columns>
    </EntityMain>
  );
}

export const page = definePage({
  Component: AuthorHomePage,
  loader: async ({ store, url }) => {
    const e = authorsApi.endpoints;
    const request = authorSearchRequestOf(url.searchParams);
    await loadAll([
      store.dispatch(e.getAuthorTotalCount.initiate()),
      store.dispatch(e.getAuthorTop10.initiate({})),
      store.dispatch(e.getAuthorLatest.initiate({})),
      store.dispatch(e.getAuthorRecommend.initiate({})),
      ...(request ? [store.dispatch(e.searchAuthors.initiate(request))] : []),
    ]);
    return { k: searchTextOf(url.search) };
  },
  head: ({ data }) => ({ title: data.k ? `${data.k} - ${L.title}` : L.title }),
});
