import { href } from 'react-router';
import type { PeriodicalCollectionItem } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels, formatBeijing, journalTagNames } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { centreApi, useGetCollectionsQuery } from '../../../features/accounts/centreApi';
import { Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';

const P = accountLabels.pages.collect;

/** /subscription/collect: collected journals with their index tags. */
export function CollectPage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <PagedQueryList
        title={P.title}
        isTitleHidden
        useQuery={useGetCollectionsQuery}
        itemKey={(c: PeriodicalCollectionItem) => c.id}
        renderItem={(c: PeriodicalCollectionItem) => (
          <>
            <SiteLink href={href('/journal/:volume', { volume: encodeURIComponent(c.journalId) })}>{c.name}</SiteLink>
            <Muted>{journalTagNames(c.indexTags).join(' · ')}</Muted>
            {c.collectedAt && <Muted>{formatBeijing(Date.parse(c.collectedAt))}</Muted>}
          </>
        )}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: CollectPage,
  loader: loadCentreList(centreApi.endpoints.getCollections, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
