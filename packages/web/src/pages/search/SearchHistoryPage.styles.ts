import styled from 'styled-components';

/** The frame of /searchhistory: the list with its table beside the hot searches. */
export const Page = styled.div`
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
  display: grid;
  grid-template-columns: minmax(0, 1fr) 30rem;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

export const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Intro = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  td.time {
    width: 18rem;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  td.expression {
    word-break: break-all;
  }
  td.actions {
    width: 24rem;
    white-space: nowrap;
  }
  td.actions > * + * {
    margin-left: ${({ theme }) => theme.space.sm};
  }
`;

export const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  color: ${({ theme }) => theme.color.textSecondary};
  p {
    margin: 0;
  }
  nav {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const Side = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    display: grid;
    grid-template-columns: 2.4rem minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xs};
    align-items: baseline;
  }
  li span.count {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const Rank = styled.span<{ $top: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $top }) => ($top ? theme.color.danger : theme.color.textMuted)};
`;
