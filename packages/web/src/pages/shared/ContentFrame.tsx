import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ListLoader, SiteLink } from '@wenxian/ui';
import { ApiErrorView } from '../../features/errors/ApiErrorView';

/** The content pages' frame: a centred column, with an optional side navigation on the left. */
export const Inner = styled.div`
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
`;

const WithSide = styled.div`
  display: grid;
  grid-template-columns: 20rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
`;

const SideList = styled.nav`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.md};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  ul {
    margin: 0;
    padding: ${({ theme }) => theme.space.xs} 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

export type SideLink = { label: string; href: string };

/** A side navigation of sibling pages; the current address is marked. */
export function SideNav({ title, links }: { title: string; links: readonly SideLink[] }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <SideList aria-labelledby="content-side-nav">
      <h2 id="content-side-nav">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} aria-current={link.href === here || link.href === pathname ? 'page' : undefined}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </SideList>
  );
}

export function WithSideNav({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <Inner>
      <WithSide>
        {side}
        <div>{children}</div>
      </WithSide>
    </Inner>
  );
}

/** A query's loading and error states in place of the content; the content once there is data. */
export function QueryView<T>({
  query,
  children,
}: {
  query: { data?: T; error?: unknown; isLoading: boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <ApiErrorView error={query.error} />;
  if (query.data === undefined) return <ListLoader state="loading" />;
  return <>{children(query.data)}</>;
}

export const ListTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const EntryList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li a {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  li a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  time,
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
