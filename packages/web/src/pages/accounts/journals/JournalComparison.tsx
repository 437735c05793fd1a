import styled from 'styled-components';
import type { JournalProfile } from '@wenxian/api';
import { ListLoader } from '@wenxian/ui';
import { accountLabels, entityLabels, journalTagNames } from '@wenxian/domain';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { useGetJournalComparisonQuery } from '../../../features/accounts/centreApi';
import { Muted } from '../centrePanel/centrePanel.styles';

const P = accountLabels.pages.compete;
const J = entityLabels.journal;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
`;

type Row = { label: string; value: (j: JournalProfile) => string | number | undefined; isMeasure?: boolean };

/** What the comparison sets side by side: the journal page's facts, measures last (the highest marked). */
const rows: readonly Row[] = [
  { label: J.hostOrgan, value: (j) => j.hostOrgan },
  { label: J.foundedYear, value: (j) => j.foundedYear },
  { label: J.frequency, value: (j) => j.frequency },
  { label: J.issn, value: (j) => j.issn },
  { label: J.indexTags, value: (j) => journalTagNames(j.indexTags, j.indexTagEditions).join('、') || undefined },
  { label: J.impactFactor, value: (j) => j.impactFactor, isMeasure: true },
  { label: J.compositeImpactFactor, value: (j) => j.compositeImpactFactor, isMeasure: true },
  { label: J.literatureCount, value: (j) => j.literatureCount, isMeasure: true },
];

/**
 * /subscription/compete's comparison: the journals put in comparison side by side, one
 * column each, with the highest impact factors and literature count marked 最高. Fewer than two: a hint.
 */
export function JournalComparison({ ids }: { ids: readonly string[] }) {
  const journals = useGetJournalComparisonQuery(ids, { skip: ids.length < 2 });
  if (ids.length < 2) return <Muted>{P.needTwo}</Muted>;
  if (journals.isError) return <ApiErrorView error={journals.error} />;
  if (!journals.data) return <ListLoader state="loading" />;
  const list = journals.data;
  return (
    <section aria-labelledby="compete-table">
      <h2 id="compete-table">{P.table}</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">{P.item}</th>
            {list.map((j) => (
              <th key={j.id} scope="col">
                {j.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const values = list.map(row.value);
            const numbers = values.filter((v): v is number => typeof v === 'number');
            const best = row.isMeasure && numbers.length > 1 ? Math.max(...numbers) : undefined;
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {values.map((v, i) => (
                  <td key={list[i]?.id}>
                    {v === undefined ? '—' : v === best ? <strong>{`${v}${P.best}`}</strong> : v}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}
