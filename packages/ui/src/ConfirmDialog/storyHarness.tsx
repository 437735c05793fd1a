import { useState, type ComponentType } from 'react';
import { Button } from '../Button';

/** Names of the props that are callbacks. */
type CallbackKeys<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends (...args: never[]) => unknown ? K : never;
}[keyof P];

/**
 * For dialog stories: renders the dialog with an opener button and closes it when one of the
 * given callbacks fires, the way the owning container does, so focus return can be asserted.
 */
export function withOpener<P extends { isOpen: boolean }>(
  Dialog: ComponentType<P>,
  openerLabel: string,
  closingCallbacks: readonly CallbackKeys<P>[],
) {
  return function DialogWithOpener(props: P) {
    const [isOpen, setIsOpen] = useState(props.isOpen);
    const wrapped: Record<string, unknown> = { ...props, isOpen };
    for (const key of closingCallbacks) {
      const original = props[key] as ((...args: unknown[]) => void) | undefined;
      wrapped[key as string] = (...args: unknown[]) => {
        original?.(...args);
        setIsOpen(false);
      };
    }
    return (
      <>
        <Button onClick={() => setIsOpen(true)}>{openerLabel}</Button>
        <Dialog {...(wrapped as P)} />
      </>
    );
  };
}
