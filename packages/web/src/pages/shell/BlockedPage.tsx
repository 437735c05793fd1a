import { ErrorPage } from '@wenxian/ui';
import { shellLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';

/** /block.html: where the server sends an address on the blocklist (doc 000 §6). */
export function BlockedPage() {
  return <ErrorPage kind="blocked" />;
}

export const page = definePage({
  Component: BlockedPage,
  head: () => ({ title: shellLabels.errorPage.blockedTitle, noindex: true }),
});
