import { useLocation } from 'react-router-dom';
import { SiteLink } from '@wenxian/ui';
import type { AreaNavItem } from '@wenxian/domain';
import { NavList } from './areaBar.styles';

export type AreaNavProps = {
  label: string;
  items: readonly AreaNavItem[];
  /**
   * Whether an item is the current one: its exact address (default), anything below it, or `nearest`: the one
   * item whose address is the page's or the deepest one the page lies under (a sub-page marks its section,
   * and a section with an item of its own, e.g. /subscription/compete under /subscription, marks only that); an
   * item's `covers` count as its own addresses.
   */
  match?: 'exact' | 'prefix' | 'nearest';
  className?: string;
};

/** A layout's own navigation (product services, personal centre, AI assistant), the current item marked. */
export function AreaNav({ label, items, match = 'exact', className }: AreaNavProps) {
  const { pathname } = useLocation();
  const isUnder = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  const nearest = items
    .flatMap((item) => [item.href, ...(item.covers ?? [])].filter(isUnder).map((under) => ({ item, under })))
    .reduce<{ item: AreaNavItem; under: string } | undefined>(
      (deepest, found) => (deepest && deepest.under.length >= found.under.length ? deepest : found),
      undefined,
    )?.item.href;
  const isCurrent = (href: string) =>
    match === 'exact' ? pathname === href : match === 'prefix' ? isUnder(href) : href === nearest;
  return (
    <nav aria-label={label} className={className}>
      <NavList>
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink href={item.href} aria-current={isCurrent(item.href) ? 'page' : undefined}>
              {item.name}
            </SiteLink>
          </li>
        ))}
      </NavList>
    </nav>
  );
}
