import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useGetHotJournalsQuery } from '../../../features/accounts/discoverApi';
import { Actions, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { JournalSubscribeList } from '../journals/JournalSubscribeList';
import { JOURNALS_SHOWN, loadSubscribableJournals } from '../../../features/accounts/loadSubscribableJournals';

const P = accountLabels.pages.hotsub;

/** /subscription/hotsub: the most subscribed journals, each subscribed or unsubscribed in place. */
export function HotSubPage() {
  const query = useGetHotJournalsQuery(JOURNALS_SHOWN);
  return (
    <Panel>
      <h1>{P.title}</h1>
      <Actions>
        <Muted>{P.intro}</Muted>
        <SiteLink href={href('/subscription/mysubItem')}>{P.mine}</SiteLink>
      </Actions>
      <JournalSubscribeList title={P.title} isTitleHidden query={query} />
    </Panel>
  );
}

export const page = definePage({
  Component: HotSubPage,
  loader: loadSubscribableJournals('getHotJournals'),
  head: () => ({ title: P.title, noindex: true }),
});
