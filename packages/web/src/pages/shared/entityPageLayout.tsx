import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { SiteLink } from '@wenxian/ui';

/** The content column of every entity page. */
export const EntityMain = styled.div`
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** Two columns: main content and a narrower side. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 32rem;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

/** Equal columns for charts side by side. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

/**
 * Columns of titled charts whose rows line up across the columns (CSS subgrid): the charts side by side start at one
 * height even when one chart's note wraps to more lines than its neighbour's. Its children are `TitledChart`s, or
 * `Section`s with `rows`; the rows themselves have no gap (the boxes and the charts space themselves).
 */
export const AlignedGrid = styled(Grid)`
  row-gap: 0;
`;

const Box = styled.section<{ $rows?: number }>`
  ${({ $rows }) =>
    $rows &&
    `
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: subgrid;
    grid-row: span ${$rows};
    row-gap: 0;
    align-content: start;
  `}
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
`;

export type SectionProps = {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  id?: string;
  /**
   * The title names the region without a heading of its own: for the box that is the page's subject itself,
   * whose title the page's h1 already prints (a heading is never printed twice on a page).
   */
  isTitleHidden?: boolean;
  /**
   * In an `AlignedGrid`: the rows the box's content takes in the grid's rows — its head, then three per
   * `TitledChart` (title, note, chart) — so they line up with the neighbouring box's.
   */
  rows?: number;
};

/** A titled box of a page; the title names the region. */
export function Section({ title, children, aside, id, isTitleHidden = false, rows }: SectionProps) {
  const generated = useId();
  const headingId = id ?? generated;
  if (isTitleHidden) {
    return (
      <Box aria-label={title} $rows={rows}>
        {aside && <Head>{aside}</Head>}
        {children}
      </Box>
    );
  }
  return (
    <Box aria-labelledby={headingId} $rows={rows}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {aside}
      </Head>
      {children}
    </Box>
  );
}

const TabList = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.lg};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  a {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    color: ${({ theme }) => theme.color.textSecondary};
    text-decoration: none;
    border-bottom: 2px solid transparent;
    margin-bottom: -2px;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    border-bottom-color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export type Tab = { label: string; href: string; isCurrent: boolean };

/** The sub-pages of an entity as links (each a route of its own, server-rendered). */
export function EntityTabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <TabList aria-label={label}>
      {tabs.map((tab) => (
        <SiteLink key={tab.href} href={tab.href} aria-current={tab.isCurrent ? 'page' : undefined}>
          {tab.label}
        </SiteLink>
      ))}
    </TabList>
  );
}

/** A plain list of links with a count (co-authors, related words, partner organisations). */
export const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.textSecondary};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
  }
`;

/** Cards in a grid (journals, authors). */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A search form row. */
export const SearchRow = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  input {
    flex: 1;
    height: 3.6rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
`;

/** Facts as a definition list. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** Titles as a plain list of links (similar literature beside a paged list). */
export const TitleList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;
