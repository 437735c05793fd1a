import styled from 'styled-components';

/** The account sections' tabs; the current one in the brand colour. */
export const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Label and value side by side: what is bound, certified or published. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 12rem 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
  }
`;
