import { managerLabels } from '@wenxian/domain';
import type { PageHead } from '../../app/routeModule';

/** A journal-manager page's head: its name within the area; the area's pages are personal, never indexed. */
export const managerHead = (title: string) => (): Partial<PageHead> => ({
  title: `${title} - ${managerLabels.areaTitle}`,
  noindex: true,
});
