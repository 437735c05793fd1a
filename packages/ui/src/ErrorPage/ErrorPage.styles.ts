import styled from 'styled-components';

/** A section, not <main>: the page sits inside the site layout's main landmark. */
export const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 48rem;
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

/** The status number as the page's picture (decorative: the heading says it in words). */
export const Code = styled.div`
  color: ${({ theme }) => theme.color.brand};
  font-size: 9.6rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  letter-spacing: 0.4rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const HomeLink = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    height: 3.6rem;
    padding: 0 ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.surface};
  }
  a:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }
`;
