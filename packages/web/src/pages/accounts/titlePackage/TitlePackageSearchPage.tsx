import { useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import type { JournalCard } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels, searchKeywordOf } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { discoverApi, useSearchTitleJournalsQuery } from '../../../features/accounts/discoverApi';
import { Muted } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { CENTRE_PAGE_SIZE, centreListPageOf } from '../../../features/accounts/centreListPage';
import { JournalName } from '../journals/JournalName';
import { TitleSearchForm } from './TitleSearchForm';
import { Column } from './titlePackage.styles';

const T = accountLabels.pages.titlePackage;

/** The query of the address (`?k=`), trimmed; empty when there is none. */
export const titleQueryOf = (params: URLSearchParams): string => searchKeywordOf(params.toString());

/** The results of one query, paged by `?page=`. */
function Results({ text }: { text: string }) {
  const useResults = (page: { pageNum: number; pageSize: number }) => useSearchTitleJournalsQuery({ text, ...page });
  const [params] = useSearchParams();
  const { data } = useResults({ pageNum: centreListPageOf(params), pageSize: CENTRE_PAGE_SIZE });
  return (
    <>
      {data && <Muted>{T.resultCount(text, data.total)}</Muted>}
      <PagedQueryList
        title={T.searchTitle}
        isTitleHidden
        useQuery={useResults}
        itemKey={(j: JournalCard) => j.id}
        renderItem={(j: JournalCard) => <JournalName journal={j} />}
      />
    </>
  );
}

/** /titlePackage/search?k=…: journals matching the query with their index tags, to check what counts. */
export function TitlePackageSearchPage() {
  const [params] = useSearchParams();
  const text = titleQueryOf(params);
  return (
    <Column>
      <h1>{T.searchTitle}</h1>
      <TitleSearchForm key={text} defaultText={text} />
      {text ? <Results text={text} /> : <Muted>{T.searchHint}</Muted>}
      <SiteLink href={href('/titlePackage')}>{T.backHome}</SiteLink>
    </Column>
  );
}

export const page = definePage({
  Component: TitlePackageSearchPage,
  loader: async ({ store, url }) => {
    const text = titleQueryOf(url.searchParams);
    if (text) {
      await settle(
        store.dispatch(
          discoverApi.endpoints.searchTitleJournals.initiate({
            text,
            pageNum: centreListPageOf(url),
            pageSize: CENTRE_PAGE_SIZE,
          }),
        ),
      );
    }
    return { text };
  },
  head: ({ data }) => ({ title: data?.text ? `${data.text} - ${T.searchTitle}` : T.searchTitle }),
});
