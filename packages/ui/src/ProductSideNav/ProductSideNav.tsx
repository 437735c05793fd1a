import styled from 'styled-components';
import { SiteLink } from '../LinkContext';

export type ProductSideNavGroup = {
  /** The product (科技查新, 申请收录证明): links to its home. */
  label: string;
  href: string;
  /** Its pages (我的订单, 申请收录列表). */
  items: { label: string; href: string }[];
};

export type ProductSideNavProps = {
  /** Accessible name of the navigation. */
  label: string;
  groups: ProductSideNavGroup[];
  /** The current address (pathname): its entry is marked aria-current="page". */
  currentPath: string;
};

const Nav = styled.nav`
  width: 20rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    color: ${({ theme }) => theme.color.text};
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const GroupLink = styled(SiteLink)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.li`
  a {
    padding-left: ${({ theme }) => theme.space.xxl};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const normalize = (path: string) => path.replace(/\/+$/, '') || '/';

/** The novelty-search and collection-proof side navigation (doc 000 §2.8): each product and its pages. */
export function ProductSideNav({ label, groups, currentPath }: ProductSideNavProps) {
  const current = normalize(currentPath);
  const isCurrent = (href: string) => (normalize(href) === current ? 'page' : undefined);
  return (
    <Nav aria-label={label}>
      <ul>
        {groups.map((group) => (
          <li key={group.href}>
            <GroupLink href={group.href} aria-current={isCurrent(group.href)}>
              {group.label}
            </GroupLink>
            <ul>
              {group.items.map((item) => (
                <Item key={item.href}>
                  <SiteLink href={item.href} aria-current={isCurrent(item.href)}>
                    {item.label}
                  </SiteLink>
                </Item>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
