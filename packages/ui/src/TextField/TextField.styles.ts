import styled from 'styled-components';

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Control = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  input {
    flex: 1;
    /* A percentage width makes the input's min-content contribution zero: the row fits the narrowest card
       (its intrinsic size-20 width would otherwise push the button out of a grid or flex parent). */
    width: 100%;
    min-width: 0;
    height: 4rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  button {
    height: 4rem;
    white-space: nowrap;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
