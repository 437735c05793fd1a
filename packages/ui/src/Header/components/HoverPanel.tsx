import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Where the panel opens: under the trigger (from its start or its end), or on its left (the side toolbar). */
type HoverPanelPlacement = 'bottom-start' | 'bottom-end' | 'left';

export type HoverPanelProps = {
  /** The trigger's content (a caption, an avatar...). */
  trigger: ReactNode;
  /** Accessible name of the panel. */
  label: string;
  /** Accessible name of the trigger when its content is not text (an avatar). */
  triggerLabel?: string;
  /** The panel's content; rendered right after the trigger so Tab walks into it. */
  children: ReactNode;
  placement?: HoverPanelPlacement;
  /** Opened from the start (stories show the open state without hovering). */
  defaultOpen?: boolean;
  /** Extra class for the trigger (styled wrappers). */
  className?: string;
};

const Anchor = styled.div`
  position: relative;
  display: flex;
  height: 100%;
  /* Before script runs (server HTML, or a page whose scripts never came) CSS opens the panel as script would:
     on hover and while the focus is inside. */
  &:not([data-scripted]):hover > [role='dialog'],
  &:not([data-scripted]):focus-within > [role='dialog'] {
    display: block;
  }
`;

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

/** The gap between trigger and panel; a transparent bridge over it keeps the pointer "inside" on the way. */
const GAP = '4px';

const placements: Record<HoverPanelPlacement, ReturnType<typeof css>> = {
  'bottom-start': css`
    top: calc(100% + ${GAP});
    left: 0;
    &::before {
      inset: -${GAP} 0 auto 0;
      height: ${GAP};
    }
  `,
  'bottom-end': css`
    top: calc(100% + ${GAP});
    right: 0;
    &::before {
      inset: -${GAP} 0 auto 0;
      height: ${GAP};
    }
  `,
  left: css`
    top: 50%;
    right: calc(100% + ${GAP});
    transform: translateY(-50%);
    &::before {
      inset: 0 -${GAP} 0 auto;
      width: ${GAP};
    }
  `,
};

const Panel = styled.div<{ $placement: HoverPanelPlacement }>`
  /* Closed: in the page (its links work without script) but neither shown nor read out. */
  display: none;
  &[data-open] {
    display: block;
  }
  position: absolute;
  z-index: ${({ theme }) => theme.z.popover};
  width: max-content;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  color: ${({ theme }) => theme.color.text};
  &::before {
    content: '';
    position: absolute;
  }
  ${({ $placement }) => placements[$placement]}
`;

/**
 * A disclosure that opens on hover, on keyboard focus and on click (touch): leaving it with the pointer or
 * the focus, Esc, pressing outside or choosing one of its links closes it. Its panel is always in the page, hidden while closed, so the
 * server's HTML carries its links and CSS opens it on hover and focus before script runs. The panel sits next
 * to its trigger by CSS — header and side toolbar never need flipping — so no positioning library is part of
 * every page's first download.
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
  const anchor = useRef<HTMLDivElement>(null);
  // Absent from the server's HTML, CSS opens the panel until script does; set on the element once React owns it,
  // without rendering again. Script takes over in the state CSS showed: a panel open under the pointer or the
  // focus when the page hydrates stays open (its mouseenter and focus came before React listened).
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    if (element.matches(':hover, :focus-within')) setIsOpen(true);
    element.setAttribute('data-scripted', '');
  }, []);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Esc hands the focus back to the trigger, which must not open the panel again.
  const refocusing = useRef(false);

  // A press outside closes it (touch users have no "leave"); so does Esc while the pointer, not the focus, is on it.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !anchor.current?.contains(event.target)) setIsOpen(false);
    };
    // Esc with the focus inside is the anchor's own (it hands the focus back and stops there).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  // Choosing an entry closes it: the page it opens is not covered by the menu the choice came from, though the
  // pointer still rests where the entry was. Listened to natively: a panel's content may not be hydrated yet.
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && element.querySelector('[role="dialog"]')?.contains(link)) setIsOpen(false);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  return (
    <Anchor
      ref={anchor}
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={(event) => {
        // React reports a move onto content it has not hydrated yet (a panel's deferred region) as leaving the
        // tree; the pointer is gone only when the element it entered lies outside.
        const next = event.nativeEvent.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setIsOpen(false);
      }}
      onFocus={() => {
        if (refocusing.current) refocusing.current = false;
        else setIsOpen(true);
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setIsOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.stopPropagation();
        setIsOpen(false);
        if (document.activeElement !== triggerRef.current) {
          refocusing.current = true;
          triggerRef.current?.focus({ preventScroll: true });
        }
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        className={className}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(true)}
      >
        {trigger}
      </Trigger>
      {/* Always in the page, so its links are in the server's HTML; shown while open. */}
      <Panel id={panelId} role="dialog" aria-label={label} $placement={placement} data-open={isOpen || undefined}>
        {children}
      </Panel>
    </Anchor>
  );
}
