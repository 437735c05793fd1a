import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { chooseErrorPage, shouldLogErrorPage } from '@wenxian/domain';
import { saveWebError } from '@wenxian/api';
import { isChunkLoadError, reloadAfterChunkError } from '../../app/chunkReload';
import { pageErrorOf } from '../shared/pageError';
import { ErrorPageView } from './ErrorPageView';

/** The error page every route and layout shows (doc 000 §2.7, §4.4), chosen by the domain rule. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const pageError = pageErrorOf(error);
  const kind = chooseErrorPage(pageError, pathname);

  useEffect(() => {
    if (isChunkLoadError(error) && reloadAfterChunkError()) return;
    if (shouldLogErrorPage(kind)) {
      void saveWebError({
        pathname,
        search,
        status: pageError.statusCode ?? 500,
        message: pageError.message ?? String(error),
      });
    }
  }, [error, kind, pathname, search, pageError.statusCode, pageError.message]);

  return <ErrorPageView kind={kind} apiCode={pageError.apiCode ?? undefined} message={pageError.message} />;
}
