import styled from 'styled-components';

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

export const Conversions = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: 600;
  }
  progress {
    width: 8rem;
    vertical-align: middle;
  }
`;
