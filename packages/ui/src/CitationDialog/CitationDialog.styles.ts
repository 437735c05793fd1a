import styled from 'styled-components';

export const Formats = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const FormatHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

export const StyleName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Reference text; long mode (more than 3 ids) caps its height and scrolls. */
export const ReferenceText = styled.p<{ $isLong: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  white-space: pre-wrap;
  line-height: ${({ theme }) => theme.font.lineHeight};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ $isLong }) => ($isLong ? 'max-height: 24rem; overflow-y: auto;' : '')}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

export const Exports = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
`;

export const CopyStatus = styled.p<{ $isError: boolean }>`
  min-height: 2.2rem;
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme, $isError }) => ($isError ? theme.color.danger : theme.color.success)};
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  color: ${({ theme }) => theme.color.textSecondary};
`;
