import styled from 'styled-components';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Organ = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Stats = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
