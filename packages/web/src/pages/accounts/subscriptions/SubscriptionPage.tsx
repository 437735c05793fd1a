import { href } from 'react-router';
import { Button, ListLoader, SiteLink } from '@wenxian/ui';
import { accountLabels, messages } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import type { QueryError } from '../../../app/apiSlice';
import {
  centreApi,
  useGetFollowsQuery,
  useGetSavedSearchesQuery,
  useGetSubscriptionsQuery,
} from '../../../features/accounts/centreApi';
import { Actions, Cards, Panel } from '../centrePanel/centrePanel.styles';

const P = accountLabels.pages;
const L = accountLabels.list;
const FIRST = { pageNum: 1, pageSize: 5 };

/** What a block needs of its list's query. */
type BlockQuery<Item> = {
  data?: { list: Item[] };
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/** One block of the overview: the first items of a list (loading, 暂无数据, or the failure with a retry). */
function Block<Item>({
  title,
  href,
  query,
  nameOf,
}: {
  title: string;
  href: string;
  query: BlockQuery<Item>;
  nameOf: (item: Item) => string;
}) {
  const names = query.data?.list.map(nameOf);
  return (
    <section aria-label={title} aria-busy={query.isLoading}>
      <h2>
        <SiteLink href={href}>{title}</SiteLink>
      </h2>
      {query.isError ? (
        <p role="alert">
          {(query.error as QueryError | undefined)?.message || L.loadFailed}{' '}
          <Button type="button" onClick={() => void query.refetch()}>
            {L.retry}
          </Button>
        </p>
      ) : names === undefined ? (
        <ListLoader state="loading" />
      ) : names.length === 0 ? (
        <p>{messages.loader.empty}</p>
      ) : (
        <ul>
          {names.map((name, i) => (
            <li key={`${name}-${i}`}>{name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /subscription: the first follows, subscriptions and saved searches, each leading to its list. */
export function SubscriptionPage() {
  return (
    <Panel>
      <h1>{P.subscription.title}</h1>
      <Cards>
        <Block
          title={P.myfocus.title}
          href={href('/subscription/myfocus')}
          query={useGetFollowsQuery(FIRST)}
          nameOf={(f) => f.name ?? f.targetId}
        />
        <Block
          title={P.mysubItem.title}
          href={href('/subscription/mysubItem')}
          query={useGetSubscriptionsQuery(FIRST)}
          nameOf={(s) => s.name ?? s.targetId}
        />
        <Block
          title={P.searches.title}
          href={href('/subscription/searches')}
          query={useGetSavedSearchesQuery(FIRST)}
          nameOf={(s) => s.name}
        />
      </Cards>
      <Actions>
        <SiteLink href={href('/subscription/hotsub')}>{P.hotsub.title}</SiteLink>
        <SiteLink href={href('/subscription/remdperiodical')}>{P.remdperiodical.title}</SiteLink>
      </Actions>
    </Panel>
  );
}

export const page = definePage({
  Component: SubscriptionPage,
  loader: async ({ store }) => {
    await Promise.all([
      settle(store.dispatch(centreApi.endpoints.getFollows.initiate(FIRST))),
      settle(store.dispatch(centreApi.endpoints.getSubscriptions.initiate(FIRST))),
      settle(store.dispatch(centreApi.endpoints.getSavedSearches.initiate(FIRST))),
    ]);
    return null;
  },
  head: () => ({ title: P.subscription.title, noindex: true }),
});
