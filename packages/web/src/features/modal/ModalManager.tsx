import { Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { DialogHosts } from '../shared/modalRegistry';

/**
 * The one place dialogs are mounted: the host of the open dialog, nothing when none is open. Each host reads its
 * typed props from the modal state; the hosts come from the features that own them, joined by the layout.
 */
export function ModalManager({ hosts }: { hosts: DialogHosts }) {
  const id = useAppSelector((state) => state.modal.id);
  const Host = id === null ? null : hosts[id];
  return (
    Host && (
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    )
  );
}
