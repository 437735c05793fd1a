import { useSearchParams } from 'react-router-dom';
import type { BrowseRecord, DownloadLogEntry, RetrievalRecord } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage, type PageLoaderArgs } from '../../app/routeModule';
import {
  centreApi,
  useGetBrowseRecordsQuery,
  useGetDownloadLogQuery,
  useGetSearchRecordsQuery,
} from '../../features/accounts/centreApi';
import { Muted, Panel, Tabs } from './parts/accounts.styles';
import { QueryList } from './parts/QueryList';
import { loadList } from './parts/loadList';
import { literatureHref } from './parts/literatureHref';
import { minuteOf } from './parts/time';

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
            href={`/personalcenter/mylog?tab=${t.id}`}
            aria-current={t.id === tab ? 'page' : undefined}
          >
            {t.name}
          </SiteLink>
        ))}
      </Tabs>
      {tab === 'download' && (
        <QueryList
          title={P.downloads}
          useQuery={useGetDownloadLogQuery}
          itemKey={(e: DownloadLogEntry) => `${e.id}-${e.time}`}
          renderItem={(e: DownloadLogEntry) => (
            <>
              <SiteLink href={literatureHref(e.id, e.type)}>{e.title}</SiteLink>
              <Muted>{minuteOf(e.time)}</Muted>
            </>
          )}
        />
      )}
      {tab === 'search' && (
        <QueryList
          title={P.searches}
          useQuery={useGetSearchRecordsQuery}
          itemKey={(r: RetrievalRecord) => r.id}
          renderItem={(r: RetrievalRecord) => (
            <>
              <SiteLink href={`/search?k=${encodeURIComponent(r.expression)}`}>{r.expression}</SiteLink>
              <Muted>{minuteOf(r.time)}</Muted>
            </>
          )}
        />
      )}
      {tab === 'browse' && (
        <QueryList
          title={P.browses}
          useQuery={useGetBrowseRecordsQuery}
          itemKey={(r: BrowseRecord) => r.id}
          renderItem={(r: BrowseRecord) => (
            <>
              <SiteLink href={literatureHref(r.literature.id, r.literature.type)}>{r.literature.title}</SiteLink>
              <Muted>{minuteOf(r.time)}</Muted>
            </>
          )}
        />
      )}
    </Panel>
  );
}

const page1 = ({ pageNum, pageSize }: { pageNum: number; pageSize: number }) => ({ pageNum, pageSize });
const loaders = {
  download: loadList(centreApi.endpoints.getDownloadLog, page1),
  search: loadList(centreApi.endpoints.getSearchRecords, page1),
  browse: loadList(centreApi.endpoints.getBrowseRecords, page1),
};

export const page = definePage({
  Component: MyLogPage,
  loader: (args: PageLoaderArgs) => loaders[tabOf(args.url.searchParams.get('tab'))](args),
  head: () => ({ title: P.title, noindex: true }),
});
