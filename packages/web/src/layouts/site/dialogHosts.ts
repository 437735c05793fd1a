import type { DialogHosts } from '../../features/shared/modalRegistry';
import { feedbackDialogHosts } from '../../features/feedback/feedbackModal';
import { citationDialogHosts } from '../../features/citation/citationModal';
import { downloadDialogHosts } from '../../features/download/downloadModals';
import { sessionDialogHosts } from '../../features/session/sessionModals';
import { globalSearchDialogHosts } from '../../features/search/globalSearchModal';

/**
 * Every dialog's host, from the feature that owns it, for the modal manager. Typed as every id the features
 * declare: a dialog declared without its host here fails the typecheck.
 */
export const dialogHosts: DialogHosts = {
  ...feedbackDialogHosts,
  ...citationDialogHosts,
  ...downloadDialogHosts,
  ...sessionDialogHosts,
  ...globalSearchDialogHosts,
};
