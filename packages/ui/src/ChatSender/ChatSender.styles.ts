import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.focus};
  }
  textarea {
    flex: 1;
    min-height: 4.8rem;
    max-height: 20rem;
    padding: ${({ theme }) => theme.space.xs};
    border: none;
    resize: vertical;
    line-height: 1.6;
    background: transparent;
    &:focus-visible {
      outline: none;
    }
  }
`;
