import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';

/** A page is served with nothing loading: the bar's code loads with the first wait (issue 30). */
const LoadingBar = lazy(() => import('./LoadingBar').then((m) => ({ default: m.LoadingBar })));

const queriesOf = (state: RootState) => Object.values(state.api.queries);

/**
 * The loading bar (doc 000 §2.8) follows what the visitor waits for: a navigation's loaders and the RTK
 * Query requests in flight. It creeps while they run and hides when they end; while a request of the
 * page has failed it shows the warning colour.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const isRequesting = useAppSelector((state) => queriesOf(state).some((query) => query?.status === 'pending'));
  const hasFailed = useAppSelector((state) => queriesOf(state).some((query) => query?.status === 'rejected'));
  if (navigation.state === 'idle' && !isRequesting) return null;
  return (
    <Suspense fallback={null}>
      <LoadingBar hasFailed={hasFailed} />
    </Suspense>
  );
}
