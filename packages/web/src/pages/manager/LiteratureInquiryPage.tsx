import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { href } from 'react-router';
import { Button, Pagination, SiteLink } from '@wenxian/ui';
import { documentPath, managerLabels, messages, searchTextOf } from '@wenxian/domain';
import { settle } from '../../app/settle';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { definePage } from '../../app/routeModule';
import { managerHead } from './managerHead';
import { managerHref, ManagerFrame } from './ManagerFrame';
import { managedJournalApi, useGetManagerLiteraturesQuery } from '../../features/manager/managedJournalApi';
import { Form, Panel } from '../shared/backOffice.styles';

const labels = managerLabels.inquiry;
const PAGE_SIZE = 20;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const queryOf = (search: URLSearchParams) => ({
  journalId: search.get('id') ?? '',
  keyword: searchTextOf(search.toString()),
  page: Math.max(Number(search.get('page') ?? '1') || 1, 1),
  pageSize: PAGE_SIZE,
});

/** /manager/literatureInquiry: the journal's own papers, newest first, by title, keyword or author. */
export function LiteratureInquiryPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = queryOf(search);
  const [text, setText] = useState(query.keyword);
  const { data, error, isFetching } = useGetManagerLiteraturesQuery(query);
  const go = (keyword: string, page: number) =>
    void navigate(
      managerHref(href('/manager/literatureInquiry'), query.journalId, [
        ['k', keyword],
        ['page', page > 1 ? String(page) : undefined],
      ]),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text.trim(), 1);
  };
  return (
    <ManagerFrame title={labels.title}>
      <Form role="search" onSubmit={submit}>
        <label>
          {labels.label}
          <input value={text} placeholder={labels.placeholder} onChange={(e) => setText(e.target.value)} />
        </label>
        <Button type="submit" variant="primary">
          {labels.submit}
        </Button>
      </Form>
      {error && !data ? (
        <ApiErrorView error={error} />
      ) : !data ? (
        <p role="status">{messages.loader.loading}</p>
      ) : (
        <Panel aria-label={labels.title} aria-busy={isFetching}>
          <h2>{labels.total(data.total)}</h2>
          {data.list.length ? (
            <List>
              {data.list.map((item) => (
                <li key={item.id}>
                  <SiteLink href={documentPath(item.type, item.id) ?? '#'}>{item.title}</SiteLink>
                  <p>
                    {item.authors.map((a) => a.name).join('；')} · {item.year} · {labels.cited(item.citedCount ?? 0)} ·{' '}
                    {labels.downloads(item.downloadCount ?? 0)}
                  </p>
                </li>
              ))}
            </List>
          ) : (
            <p>{messages.loader.empty}</p>
          )}
          {data.total > PAGE_SIZE ? (
            <Pagination
              page={query.page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onChange={(page) => go(query.keyword, page)}
            />
          ) : null}
        </Panel>
      )}
    </ManagerFrame>
  );
}

export const page = definePage({
  Component: LiteratureInquiryPage,
  loader: async ({ store, url }) =>
    void (await settle(
      store.dispatch(managedJournalApi.endpoints.getManagerLiteratures.initiate(queryOf(url.searchParams))),
    )),
  head: managerHead(labels.title),
});
