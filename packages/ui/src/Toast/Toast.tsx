import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { shellLabels } from '@wenxian/domain';

export type ToastKind = 'success' | 'warning' | 'error';

/** How long a toast stays before asking to close; the spec is silent, see docs/decisions/shell.md. */
export const TOAST_DURATION_MS = 3000;

export type ToastProps = {
  /** success and warning are announced politely (role status); error interrupts (role alert). */
  kind: ToastKind;
  /** The text, e.g. the server message of a failed call (doc 000 §8) or 复制成功. */
  children: ReactNode;
  /** Asked to close: by the × button, or after `durationMs`. */
  onClose?: () => void;
  /** Auto-close delay in ms; 0 keeps the toast until closed. */
  durationMs?: number;
};

const icons: Record<ToastKind, string> = { success: '✓', warning: '!', error: '×' };

const Box = styled.div<{ $kind: ToastKind }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 48rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $kind }) => ($kind === 'error' ? theme.color.danger : theme.color[$kind])};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Icon = styled.span<{ $kind: ToastKind }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 1.8rem;
  height: 1.8rem;
  border-radius: 50%;
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.color.danger : theme.color[$kind])};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Close = styled.button`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
`;

const ViewportBox = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.xxl};
  left: 50%;
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  transform: translateX(-50%);
`;

/**
 * Where toasts stack: fixed at the top centre of the page, above everything else. Marked so page pictures
 * can leave the timed toasts out (.storybook/vitest.setup.ts).
 */
export const ToastViewport = ({ children }: { children: ReactNode }) => (
  <ViewportBox data-toast-viewport="">{children}</ViewportBox>
);

/** A short message about the outcome of an action: success, warning or error. */
export function Toast({ kind, children, onClose, durationMs = TOAST_DURATION_MS }: ToastProps) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (durationMs <= 0) return undefined;
    const timer = setTimeout(() => onCloseRef.current?.(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <Box role={kind === 'error' ? 'alert' : 'status'} $kind={kind}>
      <Icon $kind={kind} aria-label={shellLabels.toast[kind]} role="img">
        {icons[kind]}
      </Icon>
      <span>{children}</span>
      {onClose && (
        <Close type="button" aria-label={shellLabels.toast.close} onClick={onClose}>
          ×
        </Close>
      )}
    </Box>
  );
}
