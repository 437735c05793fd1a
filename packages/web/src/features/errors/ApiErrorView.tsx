import { useLocation } from 'react-router-dom';
import { ErrorPage } from '@wenxian/ui';
import { chooseErrorPage } from '@wenxian/domain';
import { toQueryError } from '../../app/apiSlice';

/** The error page a failed page-level call leads to (doc 000 §4.4), chosen from its code and the route. */
export function ApiErrorView({ error: cause }: { error: unknown }) {
  const { pathname } = useLocation();
  const error = toQueryError(cause);
  const kind = chooseErrorPage({ apiCode: error.code, statusCode: error.status }, pathname);
  return <ErrorPage kind={kind} apiCode={error.code} message={error.message} />;
}
