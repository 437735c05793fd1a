import type { MigrationData } from '@wenxian/ui';
import type { CitationTarget } from '../citation/citationTexts';
import type { DeductionDialogState, OverLimitDialogState } from '../download/downloadRequest';

/**
 * Every dialog the site opens through the store, with its props. Adding a dialog: a member here, its host in
 * ModalManager's table. The safety check is not here: it must stack over an open dialog (SafetyCheckHost).
 */
export type ModalEntry =
  | { id: 'feedback' }
  | { id: 'citation'; props: CitationTarget }
  | { id: 'download/preparing' }
  | { id: 'download/overLimit'; props: OverLimitDialogState }
  | { id: 'download/deduction'; props: DeductionDialogState }
  | { id: 'session/migration'; props: MigrationData }
  | { id: 'session/newUserCoupon' }
  | { id: 'session/newUserActivity' }
  | { id: 'search/global' };

export type ModalId = ModalEntry['id'];
