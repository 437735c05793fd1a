import styled from 'styled-components';

/** The popup under a search input: suggestions, hot searches or professional hints. */
export const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.popover};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

export const Heading = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Option = styled.li<{ $isActive: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  cursor: pointer;
  background: ${({ theme, $isActive }) => ($isActive ? theme.color.surfaceAlt : 'transparent')};
  color: ${({ theme }) => theme.color.text};
`;

export const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Detail = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Count = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
