import styled from 'styled-components';

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: 8rem 12rem minmax(0, 1fr) 8rem auto;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

export const GroupItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const GroupBox = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    padding: 0 ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Control = styled.select`
  height: 3.2rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
`;

export const TextInput = styled.input`
  height: 3.2rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;
