import styled from 'styled-components';

/** A bar across the top of a layout that is not the default one (preview, product, user info). */
export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  min-height: 5.6rem;
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    color: ${({ theme }) => theme.color.text};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: 600;
  }
`;

export const Brand = styled.span`
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 700;
`;

export const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
