import type { ConfigGroup } from '@wenxian/api';
import { productServiceSubItems } from '@wenxian/domain';
import type { KnowledgeTile, ProductCategory, ProductService } from '@wenxian/ui';

/** Config group types that feed the header panels (doc 000 §3 configs; the split is ours, docs/decisions/web.md). */
const PRODUCT_SERVICES = 1;
const KNOWLEDGE_MAP = 2;
const COOPERATION = 3;

function linkOf(entry: ConfigGroup['children'][number]): string {
  return entry.link ?? entry.value;
}

/** A configured service with its sub-items (doc 000 §2.3), where the site has pages under it. */
function serviceOf(entry: ConfigGroup['children'][number]): ProductService {
  const href = linkOf(entry);
  const items = productServiceSubItems[href]?.map((item) => ({ label: item.name, href: item.href }));
  return { label: entry.name, href, ...(items ? { items } : {}) };
}

/** Product-services panel: one left-menu category per config group of type 1 and 3, services on the right. */
export function productCategoriesFrom(groups: readonly ConfigGroup[]): ProductCategory[] {
  return groups
    .filter((g) => g.type === PRODUCT_SERVICES || g.type === COOPERATION)
    .map((g) => ({
      id: `config-${g.type}`,
      name: g.typeName,
      sections: [{ title: g.typeName, services: g.children.map(serviceOf) }],
    }));
}

/** Knowledge-map panel tiles: the config group of type 2. */
export function knowledgeTilesFrom(groups: readonly ConfigGroup[]): KnowledgeTile[] {
  return groups
    .filter((g) => g.type === KNOWLEDGE_MAP)
    .flatMap((g) => g.children.map((c) => ({ label: c.name, href: linkOf(c) })));
}
