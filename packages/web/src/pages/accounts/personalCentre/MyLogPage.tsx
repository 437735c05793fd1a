import { useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import type { BrowseRecord, DownloadLogEntry, RetrievalRecord } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels, displayMinute } from '@wenxian/domain';
import { definePage, type PageLoaderArgs } from '../../../app/routeModule';
import {
  centreApi,
  useGetBrowseRecordsQuery,
  useGetDownloadLogQuery,
  useGetSearchRecordsQuery,
} from '../../../features/accounts/centreApi';
import { Tabs } from '../accountForm/accountForm.styles';
import { Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { literatureHref } from '../../../features/accounts/literatureHref';

const P = accountLabels.pages.mylog;
type Tab = 'download' | 'search' | 'browse';
const tabOf = (value: string | null): Tab => (value === 'search' || value === 'browse' ? value : 'download');

/** /personalcenter/mylog: download, search and browse records, one tab each (`?tab=`). */
export function MyLogPage() {
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const tabs: { id: Tab; name: string }[] = [
    { id: 'download', name: P.downloads },
    { id: 'search', name: P.searches },
    { id: 'browse', name: P.browses },
  ];
  return (
    <Panel>
      <h1>{P.title}</h1>
      <Tabs aria-label={P.title}>
        {tabs.map((t) => (
          <SiteLink
            key={t.id}
            href={`${href('/personalcenter/mylog')}?tab=${t.id}`}
            aria-current={t.id === tab ? 'page' : undefined}
          >
            {t.name}
          </SiteLink>
        ))}
      </Tabs>
      {tab === 'download' && (
        <PagedQueryList
          title={P.downloads}
          useQuery={useGetDownloadLogQuery}
          itemKey={(e: DownloadLogEntry) => `${e.id}-${e.time}`}
          renderItem={(e: DownloadLogEntry) => (
            <>
              <SiteLink href={literatureHref(e.id, e.type)}>{e.title}</SiteLink>
              <Muted>{displayMinute(e.time)}</Muted>
            </>
          )}
        />
      )}
      {tab === 'search' && (
        <PagedQueryList
          title={P.searches}
          useQuery={useGetSearchRecordsQuery}
          itemKey={(r: RetrievalRecord) => r.id}
          renderItem={(r: RetrievalRecord) => (
            <>
              <SiteLink href={`${href('/search')}?k=${encodeURIComponent(r.expression)}`}>{r.expression}</SiteLink>
              <Muted>{displayMinute(r.time)}</Muted>
            </>
          )}
        />
      )}
      {tab === 'browse' && (
        <PagedQueryList
          title={P.browses}
          useQuery={useGetBrowseRecordsQuery}
          itemKey={(r: BrowseRecord) => r.id}
          renderItem={(r: BrowseRecord) => (
            <>
              <SiteLink href={literatureHref(r.literature.id, r.literature.type)}>{r.literature.title}</SiteLink>
              <Muted>{displayMinute(r.time)}</Muted>
            </>
          )}
        />
      )}
    </Panel>
  );
}

const page1 = ({ pageNum, pageSize }: { pageNum: number; pageSize: number }) => ({ pageNum, pageSize });
const loaders = {
  download: loadCentreList(centreApi.endpoints.getDownloadLog, page1),
  search: loadCentreList(centreApi.endpoints.getSearchRecords, page1),
  browse: loadCentreList(centreApi.endpoints.getBrowseRecords, page1),
};

export const page = definePage({
  Component: MyLogPage,
  loader: (args: PageLoaderArgs) => loaders[tabOf(args.url.searchParams.get('tab'))](args),
  head: () => ({ title: P.title, noindex: true }),
});
