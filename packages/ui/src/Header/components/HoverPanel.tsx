import { useState, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import styled from 'styled-components';

export type HoverPanelProps = {
  /** The trigger's content (a caption, an avatar...). */
  trigger: ReactNode;
  /** Accessible name of the panel. */
  label: string;
  /** Accessible name of the trigger when its content is not text (an avatar). */
  triggerLabel?: string;
  /** The panel's content; rendered right after the trigger so Tab walks into it. */
  children: ReactNode;
  placement?: Placement;
  /** Opened from the start (stories show the open state without hovering). */
  defaultOpen?: boolean;
  /** Extra class for the trigger (styled wrappers). */
  className?: string;
};

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Panel = styled.div`
  z-index: ${({ theme }) => theme.z.popover};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * A disclosure that opens on hover and on keyboard focus (@floating-ui/react): Esc or leaving
 * closes it; the pointer can travel from trigger to panel through a safe polygon.
 */
export function HoverPanel({
  trigger,
  label,
  triggerLabel,
  children,
  placement = 'bottom-start',
  defaultOpen = false,
  className,
}: HoverPanelProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const { refs, elements, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setIsOpen,
    placement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // Plain callbacks, not ref objects: the compiler lint cannot tell floating-ui's ref setters apart.
  const { setReference, setFloating } = refs;
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { handleClose: safePolygon() }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  return (
    <>
      <Trigger
        ref={setReference}
        type="button"
        className={className}
        aria-label={triggerLabel}
        {...getReferenceProps({ onClick: () => setIsOpen(true) })}
      >
        {trigger}
      </Trigger>
      {isOpen && (
        <Panel
          ref={setFloating}
          style={floatingStyles}
          aria-label={label}
          {...getFloatingProps({
            // Tabbing out of the panel (not back to its trigger) closes it, like leaving with the pointer.
            onBlur: (event) => {
              const next = event.relatedTarget;
              const reference = elements.domReference;
              if (next instanceof Node && (event.currentTarget.contains(next) || reference?.contains(next))) return;
              setIsOpen(false);
            },
          })}
        >
          {children}
        </Panel>
      )}
    </>
  );
}
