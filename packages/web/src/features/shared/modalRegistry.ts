import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * Every dialog the site opens through the store, by id, with its props (`undefined`: none). Each feature adds its
 * own dialogs where it opens them (`declare module '…/shared/modalRegistry' { interface ModalProps { … } }`), so
 * this shared home names no feature. The safety check is not here: it must stack over an open dialog
 * (SafetyCheckHost).
 * @public (filled by the features' `declare module`, which knip does not follow)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface ModalProps {}

type ModalId = keyof ModalProps;

/** One open dialog: its id, and its props when it has any (typed and serialisable, zotero web-library's registry). */
export type ModalEntry = {
  [Id in ModalId]: ModalProps[Id] extends undefined ? { id: Id } : { id: Id; props: ModalProps[Id] };
}[ModalId];

/** The component that shows a dialog, loaded on first use so no page carries dialogs its visitor never opens. */
type DialogHost = LazyExoticComponent<ComponentType>;

/** Which host shows which dialog: each feature exports the hosts of its own ids, the layout joins them all. */
export type DialogHosts<Id extends ModalId = ModalId> = Record<Id, DialogHost>;
