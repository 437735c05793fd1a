import { useCallback, useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openModal } from '../shared/modalSlice';

/** How long after the dialog closes a focus on the header's box is the dialog giving focus back. */
const FOCUS_RETURN_MS = 500;

/**
 * What the header's keyword box does when focused (doc 000 §2.3): open the global search dialog. Closing the
 * dialog gives focus back to the box (as every dialog does for its opener); that focus must not open it again.
 */
export function useGlobalSearchOpener(): () => void {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => state.modal.id === 'search/global');
  const wasOpen = useRef(isOpen);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  // A layout effect: it runs in the commit that removes the dialog, before its focus trap gives focus back.
  useLayoutEffect(() => {
    if (wasOpen.current && !isOpen) closedAt.current = performance.now();
    wasOpen.current = isOpen;
  }, [isOpen]);
  return useCallback(() => {
    if (performance.now() - closedAt.current < FOCUS_RETURN_MS) return;
    dispatch(openModal({ id: 'search/global' }));
  }, [dispatch]);
}
