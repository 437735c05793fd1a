import { href } from 'react-router';
import type { JournalCard } from '@wenxian/api';
import { CentreList, SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import type { QueryError } from '../../../app/apiSlice';
import { discoverApi, useGetHotJournalsQuery } from '../../../features/accounts/discoverApi';
import { JournalName } from '../journals/JournalName';
import { JOURNALS_SHOWN } from '../../../features/accounts/loadSubscribableJournals';
import { TitleSearchForm } from './TitleSearchForm';
import { Column, Hero, Services } from './titlePackage.styles';

const T = accountLabels.pages.titlePackage;

/** The package's services, each an existing product page. */
const services = [
  [href('/product/collectionquery'), T.serviceItems.collection],
  [href('/product/noveltysearch'), T.serviceItems.novelty],
  [href('/product/thesisdetection'), T.serviceItems.thesis],
  [href('/member'), T.serviceItems.member],
] as const;

/**
 * /titlePackage (职称材料包, in its h1 and its title alike; the header's 职称材料 新 opens it): the title-package home,
 * its search and its services.
 */
export function TitlePackagePage() {
  const hot = useGetHotJournalsQuery(JOURNALS_SHOWN);
  const journals = hot.data ?? [];
  return (
    <Column>
      <Hero aria-labelledby="title-package-heading">
        <h1 id="title-package-heading">{T.heading}</h1>
        <p>{T.intro}</p>
        <TitleSearchForm />
      </Hero>
      <section aria-label={T.services}>
        <h2>{T.services}</h2>
        <Services>
          {services.map(([href, [name, text]]) => (
            <li key={href}>
              <SiteLink href={href}>{name}</SiteLink>
              <p>{text}</p>
            </li>
          ))}
        </Services>
      </section>
      <CentreList
        title={T.hotJournals}
        state={hot.isError ? 'error' : hot.isLoading || (hot.isFetching && !hot.data) ? 'loading' : 'ready'}
        items={journals}
        itemKey={(j: JournalCard) => j.id}
        renderItem={(j: JournalCard) => <JournalName journal={j} />}
        page={1}
        pageSize={Math.max(journals.length, 1)}
        total={journals.length}
        onPageChange={() => undefined}
        errorText={(hot.error as QueryError | undefined)?.message}
        onRetry={() => void hot.refetch()}
      />
    </Column>
  );
}

export const page = definePage({
  Component: TitlePackagePage,
  loader: async ({ store }) => {
    await settle(store.dispatch(discoverApi.endpoints.getHotJournals.initiate(JOURNALS_SHOWN)));
    return null;
  },
  head: () => ({ title: T.title, description: T.intro }),
});
