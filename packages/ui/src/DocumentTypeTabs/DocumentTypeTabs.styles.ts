import styled from 'styled-components';

export const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Tab = styled.button`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-bottom-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
    font-weight: 600;
  }
  &:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: 0.9em;
`;
