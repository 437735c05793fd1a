import { lazy, Suspense, useEffect } from 'react';
import { ErrorPage, useHydrated, type ErrorPageVariant } from '@wenxian/ui';
import { useAppDispatch } from '../../app/hooks';
import { safetyCheckPageShown } from '../shared/safetyCheckSlice';

/** The slider check of the code-20/21 pages, loaded when such a page shows. */
const SafetyCheckErrorPage = lazy(() =>
  import('./SafetyCheckErrorPage').then((m) => ({ default: m.SafetyCheckErrorPage })),
);

export type ErrorPageViewProps = { kind: ErrorPageVariant; apiCode?: number; message?: string };

/**
 * One error page of doc 000 §2.7, for a failed route (RouteErrorPage) and for a failed call inside a page
 * (ApiErrorView) alike. The code-20/21 pages carry the slider check under their title at the address the
 * user asked for; passing it loads that page again (跳转中···). The check is mounted once the page is
 * hydrated: its code is loaded lazily, which the server renderer cannot wait for (React #419).
 */
export function ErrorPageView({ kind, apiCode, message }: ErrorPageViewProps) {
  const isHydrated = useHydrated();
  const dispatch = useAppDispatch();
  const isSafetyCheckPage = kind === 'safetyCheck' || kind === 'tooFrequent';
  useEffect(() => {
    if (!isSafetyCheckPage) return undefined;
    // The page's slider is the one on screen: calls meeting code 20 meanwhile wait for it, without a dialog.
    dispatch(safetyCheckPageShown(true));
    return () => {
      dispatch(safetyCheckPageShown(false));
    };
  }, [dispatch, isSafetyCheckPage]);
  if (isSafetyCheckPage) {
    return (
      <ErrorPage kind={kind}>
        {isHydrated && (
          <Suspense fallback={null}>
            <SafetyCheckErrorPage />
          </Suspense>
        )}
      </ErrorPage>
    );
  }
  return <ErrorPage kind={kind} apiCode={apiCode} message={message} />;
}
