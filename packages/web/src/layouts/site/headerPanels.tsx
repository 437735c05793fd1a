import { useMemo } from 'react';
import { KnowledgeMapPanel, ProductServicesPanel } from '@wenxian/ui';
import type { ConfigGroup } from '@wenxian/api';
import { knowledgeTilesFrom, productCategoriesFrom } from '../../features/navigation/headerNavigation';
import { activitiesCategory, aiServicesCategory } from '../../features/navigation/siteMap';

/** What the header panels are built from: the start-up config list (absent until it has come). */
export type HeaderPanelProps = { groups: readonly ConfigGroup[] | undefined };

/** The 产品服务 panel: the operators' product services first, then the site's own AI services and activities. */
export function ProductServicesContent({ groups }: HeaderPanelProps) {
  const categories = useMemo(
    () => [...productCategoriesFrom(groups ?? []), aiServicesCategory, activitiesCategory],
    [groups],
  );
  return <ProductServicesPanel categories={categories} />;
}

/** The 知识图谱 panel's tiles, from the same list. */
export function KnowledgeMapContent({ groups }: HeaderPanelProps) {
  const tiles = useMemo(() => knowledgeTilesFrom(groups ?? []), [groups]);
  return <KnowledgeMapPanel tiles={tiles} />;
}
