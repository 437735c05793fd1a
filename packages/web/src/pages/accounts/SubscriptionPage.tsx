import { SiteLink } from '@wenxian/ui';
import { accountLabels, messages } from '@wenxian/domain';
import { definePage } from '../../routes/defineRoute';
import { settle } from '../../app/prefetch';
import {
  centreApi,
  useGetFollowsQuery,
  useGetSavedSearchesQuery,
  useGetSubscriptionsQuery,
} from '../../features/accounts/centreApi';
import { Actions, Cards, Panel } from './parts/accounts.styles';

const P = accountLabels.pages;
const FIRST = { pageNum: 1, pageSize: 5 };

/** One block of the overview: the first items of a list and the way to all of it. */
function Block({ title, href, names }: { title: string; href: string; names: readonly string[] | undefined }) {
  return (
    <section aria-label={title}>
      <h2>
        <SiteLink href={href}>{title}</SiteLink>
      </h2>
      {names === undefined ? null : names.length === 0 ? (
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
  const follows = useGetFollowsQuery(FIRST);
  const subscriptions = useGetSubscriptionsQuery(FIRST);
  const searches = useGetSavedSearchesQuery(FIRST);
  return (
    <Panel>
      <h1>{P.subscription.heading}</h1>
      <Cards>
        <Block
          title={P.myfocus.title}
          href="/subscription/myfocus"
          names={follows.data?.list.map((f) => f.name ?? f.targetId)}
        />
        <Block
          title={P.mysubItem.title}
          href="/subscription/mysubItem"
          names={subscriptions.data?.list.map((s) => s.name ?? s.targetId)}
        />
        <Block title={P.searches.title} href="/subscription/searches" names={searches.data?.list.map((s) => s.name)} />
      </Cards>
      <Actions>
        <SiteLink href="/subscription/hotsub">{P.hotsub.title}</SiteLink>
        <SiteLink href="/subscription/remdperiodical">{P.remdperiodical.title}</SiteLink>
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
