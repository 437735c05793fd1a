import { useLocation } from 'react-router-dom';
import { SiteLink } from '@wenxian/ui';
import type { AreaNavItem } from '@wenxian/domain';
import { NavList } from './areaBar.styles';

export type AreaNavProps = {
  label: string;
  items: readonly AreaNavItem[];
  /** Whether an item is the current one: its exact address (default) or anything below it. */
  match?: 'exact' | 'prefix';
  className?: string;
};

/** A layout's own navigation (product services, personal centre, AI assistant), the current item marked. */
export function AreaNav({ label, items, match = 'exact', className }: AreaNavProps) {
  const { pathname } = useLocation();
  const isCurrent = (href: string) =>
    match === 'exact' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
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
