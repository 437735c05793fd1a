import { useLocation } from 'react-router-dom';
import type { ComponentProps } from 'react';
import { ErrorPage } from '@wenxian/ui';
import { chooseErrorPage, type ErrorPageKind as DomainErrorPageKind } from '@wenxian/domain';
import { toQueryError } from '../../app/apiSlice';

type ErrorPageKind = ComponentProps<typeof ErrorPage>['kind'];

/** The domain's page choice named as the ui's pages are. */
const pageOf: Record<DomainErrorPageKind, ErrorPageKind> = {
  removed: 'removed',
  keywordNotFound: 'subjectNotFound',
  searchLimit: 'searchLimit',
  notFound: 'notFound',
  verify: 'verify',
  verify21: 'verify',
  serverError: 'serverError',
};

/** The error page a failed page-level call leads to (doc 000 §4.4), chosen from its code and the route. */
export function ApiErrorView({ error: cause }: { error: unknown }) {
  const { pathname } = useLocation();
  const error = toQueryError(cause);
  const kind = chooseErrorPage({ apiCode: error.code, statusCode: error.status }, pathname);
  return <ErrorPage kind={pageOf[kind]} apiCode={error.code} message={error.message} />;
}
