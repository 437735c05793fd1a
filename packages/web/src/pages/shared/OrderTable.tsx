import styled from 'styled-components';

/** A product page's list of orders or coupons. */
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
