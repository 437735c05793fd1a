import styled from 'styled-components';

/** The batch-citation pages' frame, their numbered list, the toolbar over it and quiet notes. */
export const QuoteFrame = styled.div`
  width: 110rem;
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const QuoteList = styled.ol`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  li > span:first-child {
    flex: 1 1 40rem;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;
