import styled from 'styled-components';

/** The title package's pages: a centred column under the header (no side bar). */
export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.contentColumnWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** The home's banner: heading, intro and the search. */
export const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/** The four services of the package. */
export const Services = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.brand};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
