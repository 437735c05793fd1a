import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

/** The bar and its popup; the popup is positioned against it. */
export const Anchor = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

export const Bar = styled.div<{ $isDisabled: boolean }>`
  display: flex;
  align-items: stretch;
  height: 4.8rem;
  overflow: hidden;
  border: 2px solid ${({ theme, $isDisabled }) => ($isDisabled ? theme.color.borderStrong : theme.color.brand)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $isDisabled }) => ($isDisabled ? theme.color.surfaceAlt : theme.color.surface)};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** A one-line textarea: the spec's trailing-newline rule (doc 000 §5) only exists for a textarea. */
export const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => `1.1rem ${theme.space.md}`};
  border: none;
  outline: none;
  resize: none;
  overflow: hidden;
  white-space: nowrap;
  background: transparent;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 2.2rem;
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const ModeToggle = styled.button`
  flex: none;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: none;
  border-left: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const SubmitButton = styled.button`
  flex: none;
  min-width: 9.6rem;
  border: none;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.brandHover};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const AiButton = styled.button`
  flex: none;
  height: 4.8rem;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Warning = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
