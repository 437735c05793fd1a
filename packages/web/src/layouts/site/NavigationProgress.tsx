import { useNavigation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { LoadedOnFirstUse } from '../../app/hydration/LoadedOnFirstUse';

/** The bar's code loads with the first wait in the browser. */
const loadLoadingBar = () => import('./LoadingBar').then((m) => m.LoadingBar);

const queriesOf = (state: RootState) => Object.values(state.api.queries);

/**
 * The loading bar (doc 000 §2.8) follows what the visitor waits for: a navigation's loaders and the RTK
 * Query requests in flight. It creeps while they run and hides when they end; while a request of the
 * page has failed it shows the warning colour. Never in the server's HTML (LoadedOnFirstUse).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const isRequesting = useAppSelector((state) => queriesOf(state).some((query) => query?.status === 'pending'));
  const hasFailed = useAppSelector((state) => queriesOf(state).some((query) => query?.status === 'rejected'));
  const isWaiting = navigation.state !== 'idle' || isRequesting;
  return <LoadedOnFirstUse load={loadLoadingBar} when={isWaiting} props={{ hasFailed }} />;
}
