import styled from 'styled-components';

export const Article = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Check = styled.input`
  flex: none;
  width: 1.6rem;
  height: 1.6rem;
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  accent-color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
`;

export const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const TypeBadge = styled.span`
  flex: none;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Highlighted words (em/font/mark/span from the server) read in the brand colour, upright. */
export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  a {
    color: ${({ theme }) => theme.color.text};
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
  em,
  mark,
  font,
  span[class] {
    font-style: normal;
    background: none;
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  div {
    display: flex;
  }
  dt::after {
    content: '：';
  }
  dd {
    margin: 0;
  }
`;

export const Abstract = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  em,
  mark,
  font,
  span[class] {
    font-style: normal;
    background: none;
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Counts = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
