import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { href } from 'react-router';
import { loginRedirectUrl, messages, shellLabels } from '@wenxian/domain';
import { ProductSideNav, TextLink } from '@wenxian/ui';
import { useSiteOrigin } from '../../app/siteVisit';
import { Inner } from './ContentFrame';

const nav = messages.productNav;
/** The novelty-search and collection-proof side navigation (doc 000 §2.8). */
const serviceNavGroups = [
  {
    label: nav.noveltySearch,
    href: href('/product/noveltysearch/home'),
    items: [{ label: nav.myOrders, href: href('/product/noveltysearch/myorder') }],
  },
  {
    label: nav.collectionProof,
    href: href('/product/collectionquery/home'),
    items: [{ label: nav.collectionProofList, href: href('/product/collectionquery/myorder') }],
  },
];

const Columns = styled.div`
  display: grid;
  grid-template-columns: 20rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
`;

/** A novelty-search or collection-proof page: the side navigation and the page's content. */
export function ServicePage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The bare product addresses show their home: mark the home entry as current there.
  const current = pathname
    .replace(/\/+$/, '')
    .replace(/^\/product\/(noveltysearch|collectionquery)$/, '/product/$1/home');
  return (
    <Inner>
      <Columns>
        <ProductSideNav label={shellLabels.layout.serviceNav} groups={serviceNavGroups} currentPath={current} />
        <div>{children}</div>
      </Columns>
    </Inner>
  );
}

/** For a visitor on a page whose data needs a login: a link to login that comes back here. */
export function LoginPrompt({ text }: { text: string }) {
  const { pathname, search } = useLocation();
  const origin = useSiteOrigin();
  return (
    <p>
      <TextLink href={loginRedirectUrl(`${origin}${pathname}${search}`, origin)}>{shellLabels.header.login}</TextLink>{' '}
      {text}
    </p>
  );
}

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
`;
export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textSecondary};
`;
