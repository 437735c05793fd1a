import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { loginRedirectUrl, messages, shellLabels } from '@wenxian/domain';
import { ProductSideNav, TextLink } from '@wenxian/ui';
import { useSiteOrigin } from '../../app/siteVisit';
import { Inner } from '../content/contentParts';

export { Inner };

const nav = messages.productNav;
/** The novelty-search and collection-proof side navigation (doc 000 §2.8). */
export const serviceNavGroups = [
  {
    label: nav.noveltySearch,
    href: '/product/noveltysearch/home',
    items: [{ label: nav.myOrders, href: '/product/noveltysearch/myorder' }],
  },
  {
    label: nav.collectionProof,
    href: '/product/collectionquery/home',
    items: [{ label: nav.collectionProofList, href: '/product/collectionquery/myorder' }],
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

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A table's head: one row of column headers. */
export function HeadRow({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 64rem;
`;

const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  input:not([type='radio']):not([type='checkbox']),
  select,
  textarea {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger} !important;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const FieldError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A labelled form field with its hint and its error (linked by aria-describedby). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
}
/** aria props of an input inside Field. */
export const fieldAria = (id: string, error?: string, hint?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
});
