import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { chooseErrorPage, shouldLogErrorPage, shouldReloadAfterChunkError } from '@wenxian/domain';
import { saveWebError } from '@wenxian/api';
import { pageErrorOf } from '../shared/pageError';
import { ErrorPageView } from './ErrorPageView';

const CHUNK_RELOAD_KEY = 'wenxian:chunkReloadAt';

/** A lazily loaded page's file could not be fetched (a deployment replaced it): Vite's and the browser's wording. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/** The error page every route and layout shows (doc 000 §2.7, §4.4), chosen by the domain rule. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const pageError = pageErrorOf(error);
  const kind = chooseErrorPage(pageError, pathname);

  useEffect(() => {
    if (isChunkLoadError(error)) {
      const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)) || null;
      if (shouldReloadAfterChunkError(last, Date.now())) {
        window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
        window.location.reload();
        return;
      }
    }
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
