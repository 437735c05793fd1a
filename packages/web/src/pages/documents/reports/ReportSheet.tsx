import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { ChartSeries, LiteratureSummary } from '@wenxian/api';
import { documentLabels } from '@wenxian/domain';
import { Button, ListLoader } from '@wenxian/ui';

const L = documentLabels.reports;

/** Print rules: A4 with margins, no toolbar, black on white, no page break inside a row or entry. */
const PrintRules = createGlobalStyle`
  @page {
    size: A4;
    margin: 16mm 14mm;
  }
  @media print {
    body {
      background: #fff;
    }
    [data-print='hide'] {
      display: none !important;
    }
    [data-print='sheet'] {
      width: auto;
      margin: 0;
      padding: 0;
      border: 0;
      box-shadow: none;
      color: #000;
    }
    [data-print='sheet'] tr,
    [data-print='sheet'] li {
      break-inside: avoid;
    }
    [data-print='sheet'] h2 {
      break-after: avoid;
    }
  }
`;

const Frame = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Toolbar = styled.div`
  width: 210mm;
  max-width: 100%;
  margin: 0 auto ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Sheet = styled.article`
  width: 210mm;
  max-width: 100%;
  margin: 0 auto;
  padding: 16mm 14mm;
  box-sizing: border-box;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: 1.4rem;
  line-height: 1.7;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 2.2rem;
    text-align: center;
  }
  h2 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 2px solid ${({ theme }) => theme.color.text};
    font-size: 1.6rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.4rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    overflow-wrap: anywhere;
  }
  th {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  ol {
    margin: 0;
    padding-left: 2.4rem;
  }
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const Fields = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.2rem ${({ theme }) => theme.space.lg};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A printable report page: the print / save-as-PDF toolbar (not printed) and an A4 sheet. */
export function ReportSheet({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Frame>
      <PrintRules />
      <Toolbar data-print="hide">
        <Button variant="primary" onClick={() => window.print()}>
          {L.print}
        </Button>
        <span>{L.printHint}</span>
      </Toolbar>
      <Sheet data-print="sheet" aria-label={title}>
        <h1>{title}</h1>
        <Meta>
          {subtitle ? `${subtitle} · ` : ''}
          {L.source}
        </Meta>
        {children}
      </Sheet>
    </Frame>
  );
}

/** Loading and failure of a report's calls, in the same frame. */
export function ReportState({ title, failed, onRetry }: { title: string; failed: boolean; onRetry: () => void }) {
  return (
    <Frame>
      <Sheet aria-label={title} aria-busy={!failed}>
        <h1>{title}</h1>
        {failed ? (
          <p role="alert">
            {L.failed} <Button onClick={onRetry}>{L.retry}</Button>
          </p>
        ) : (
          <ListLoader state="loading" />
        )}
      </Sheet>
    </Frame>
  );
}

/** Series by year as a table: one row a series, one column a year. */
export function SeriesTable({ caption, series }: { caption: string; series: readonly ChartSeries[] }) {
  const years = [...new Set(series.flatMap((s) => s.points.map((p) => p.year)))].sort((a, b) => a - b);
  return (
    <table>
      <caption hidden>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{L.item}</th>
          {years.map((year) => (
            <th scope="col" key={year}>
              {year}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {series.map((s) => (
          <tr key={s.name}>
            <th scope="row">{s.name}</th>
            {years.map((year) => (
              <td key={year}>{s.points.find((p) => p.year === year)?.value ?? '—'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A numbered list of documents: authors. title. source, year. */
export function DocumentList({ items }: { items: readonly LiteratureSummary[] }) {
  if (items.length === 0) return <p>{L.none}</p>;
  return (
    <ol>
      {items.map((item) => (
        <li key={item.id}>
          {item.authors.map((a) => a.name).join(', ')}
          {item.authors.length ? '. ' : ''}
          {item.title}
          {item.source ? `. ${item.source}` : ''}
          {item.year ? `, ${item.year}` : ''}
        </li>
      ))}
    </ol>
  );
}
