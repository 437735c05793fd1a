import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Visual weight: one primary action per view. */
  variant?: ButtonVariant;
  /** Compact height for toolbars and list rows. */
  isSmall?: boolean;
  /**
   * While the work it started runs: the button looks and reads as unavailable (aria-disabled, aria-busy) and ignores
   * presses, a form's Enter included, but keeps its focus. A disabled button loses it, and whoever pressed it by
   * keyboard is left on the page's body (outside a dialog, too) when the work is done.
   */
  isBusy?: boolean;
};

/** A button that takes presses: neither disabled nor busy (`isBusy`). Hover shows only there. */
const pressable = ":not(:disabled):not([aria-disabled='true'])";

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: #fff;
    &:hover${pressable} {
      background: ${({ theme }) => theme.color.brandHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.borderStrong};
    color: ${({ theme }) => theme.color.text};
    &:hover${pressable} {
      border-color: ${({ theme }) => theme.color.brand};
      color: ${({ theme }) => theme.color.brand};
    }
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.color.accent};
    &:hover${pressable} {
      text-decoration: underline;
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $small: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  height: ${({ $small }) => ($small ? '2.8rem' : '3.6rem')};
  padding: ${({ theme, $small }) => `0 ${$small ? theme.space.md : theme.space.xl}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme, $small }) => ($small ? theme.font.size.sm : theme.font.size.md)};
  cursor: pointer;
  white-space: nowrap;
  transition: background ${({ theme }) => theme.motion.fast};
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${({ $variant }) => variants[$variant]}
`;

/** The one button of the design system; a native <button> with our variants. */
export function Button({
  variant = 'secondary',
  isSmall = false,
  isBusy = false,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $small={isSmall}
      {...rest}
      aria-disabled={isBusy || rest['aria-disabled']}
      aria-busy={isBusy || rest['aria-busy']}
      onClick={(event) => {
        // A form's Enter presses its submit button too: cancelled here, the form is not sent again.
        if (isBusy) event.preventDefault();
        else rest.onClick?.(event);
      }}
    />
  );
}
