import styled from 'styled-components';
import { fieldBox } from '@wenxian/ui';
import { Form } from '../shared/backOffice.styles';

export const Wrap = styled.div`
  width: ${({ theme }) => theme.layout.contentColumnWidth};
  margin: ${({ theme }) => `${theme.space.xl} auto ${theme.space.xxl}`};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 2px solid transparent;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th[scope='col'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * The search and filter row of /conference: its selects are the site's fields (fieldBox) at the search box's height,
 * so the row reads as one form, not as browser-default controls of another size.
 */
export const Filters = styled(Form)`
  select {
    ${fieldBox}
    min-height: 3.6rem;
    min-width: 12rem;
    font: inherit;
  }
`;
