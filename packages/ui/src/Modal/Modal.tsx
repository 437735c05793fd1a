import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { useTheme } from 'styled-components';
import { Backdrop, Body, CloseButton, Footer, Header, Panel, Title } from './Modal.styles';

export type ModalProps = {
  /** Whether the dialog is shown. Closing is the owner's decision: the dialog only asks via `onClose`. */
  isOpen: boolean;
  /** Dialog title; it also labels the dialog for assistive technology. */
  title: ReactNode;
  /** Asked to close: close button, Esc (unless `closeOnEsc` is false) or backdrop (unless `closeOnBackdrop` is false). */
  onClose?: () => void;
  /** Whether a click on the backdrop asks to close. The safety check turns this off (doc 000 §4.8). */
  closeOnBackdrop?: boolean;
  /** Whether Esc asks to close. */
  closeOnEsc?: boolean;
  /** Whether the × button is shown. */
  hasCloseButton?: boolean;
  /** Panel width (a theme token or CSS length). */
  width?: string;
  /** Buttons row under the body. */
  footer?: ReactNode;
  /** Use `alertdialog` for confirmations that interrupt a task. */
  role?: 'dialog' | 'alertdialog';
  /** Where the dialog is portalled; defaults to document.body. */
  container?: Element;
  /** A selector, inside the dialog, of what takes focus on opening (the first focusable element by default). */
  initialFocus?: string;
  children?: ReactNode;
};

/**
 * The dialog primitive: portalled, focus trapped while open and returned to the opener on close,
 * labelled by its title, Esc and backdrop closing each configurable.
 */
export function Modal({
  isOpen,
  title,
  onClose,
  closeOnBackdrop = true,
  closeOnEsc = true,
  hasCloseButton = true,
  width,
  footer,
  role = 'dialog',
  container,
  initialFocus,
  children,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  if (!isOpen) return null;

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        // The trap stays active; the owner unmounts the dialog after onClose.
        escapeDeactivates: () => {
          if (closeOnEsc) onClose?.();
          return false;
        },
        allowOutsideClick: true,
        // Undefined falls back to the first focusable element.
        initialFocus: () => (initialFocus && panelRef.current?.querySelector<HTMLElement>(initialFocus)) || undefined,
        fallbackFocus: () => document.getElementById(titleId)?.closest<HTMLElement>('[role]') ?? document.body,
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <Backdrop
        data-testid="modal-backdrop"
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) onClose?.();
        }}
      >
        <Panel
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $width={width ?? theme.layout.dialogWidth}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            {hasCloseButton && (
              <CloseButton type="button" aria-label="关闭" onClick={() => onClose?.()}>
                ×
              </CloseButton>
            )}
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Backdrop>
    </FocusTrap>,
    container ?? document.body,
  );
}
