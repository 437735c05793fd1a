import styled from 'styled-components';
import { fieldBox } from '@wenxian/ui';

/** The /search page's frame: the facets beside the results, the tools over them, hints and the syntax help link. */
export const Page = styled.div`
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 26rem minmax(0, 1fr);
  /* Result rows put their selection box in the gutter, left of the row. */
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
`;

export const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: 1.2rem;
`;

/** The results column; while a slower next search loads, the current results stay, dimmed. */
export const Results = styled.section<{ $isPending: boolean }>`
  opacity: ${({ $isPending }) => ($isPending ? 0.55 : 1)};
  /* Dims gently; the new results show at once. */
  transition: ${({ theme, $isPending }) => ($isPending ? `opacity ${theme.motion.normal}` : 'none')};
`;

export const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* 每页显示's choice looks like the page's other fields (the pager's 跳至), not the browser's default select. */
  select {
    ${fieldBox}
    height: 2.8rem;
    font: inherit;
    cursor: pointer;
  }
`;

export const HelpToggle = styled.button`
  justify-self: start;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  cursor: pointer;
`;
