import { useLocation } from 'react-router-dom';
import { chooseErrorPage } from '@wenxian/domain';
import { ErrorPageView } from './ErrorPageView';
import { pageErrorOf } from '../shared/pageError';

/** The error page a failed page-level call leads to (doc 000 §4.4), shown in place of the page's content. */
export function ApiErrorView({ error: cause }: { error: unknown }) {
  const { pathname } = useLocation();
  const error = pageErrorOf(cause);
  return (
    <ErrorPageView
      kind={chooseErrorPage(error, pathname)}
      apiCode={error.apiCode ?? undefined}
      message={error.message}
    />
  );
}
