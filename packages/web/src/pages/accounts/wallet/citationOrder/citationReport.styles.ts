import styled from 'styled-components';

/** The report's scope and counts, above the papers. */
export const ReportSummary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

/** The order's papers, each with its citations. */
export const PaperList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  section {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
`;
