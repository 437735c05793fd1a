import styled from 'styled-components';

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  code {
    font-family: monospace;
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

export const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
`;

/** A definition list laid out as `$pairs` code/meaning pairs a row. */
export const Codes = styled.dl<{ $pairs: number }>`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(${({ $pairs }) => $pairs}, max-content minmax(0, 1fr));
  > div {
    display: contents;
  }
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  dt {
    font-family: monospace;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const Examples = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const InsertButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.accent};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
