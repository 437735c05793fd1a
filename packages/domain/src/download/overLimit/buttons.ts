import { overLimitButtonCodes, type OverLimitButtonAction, type OverLimitButtonCode } from './types';

/** /member with toback=1 and tab Third: adding a team membership (doc 000 §2.1, §4.3). */
export const addTeamMembershipHref = '/member?toback=1&tab=Third';

/**
 * What each over-limit button code does (doc 000 §4.3): 10 downloads (or reads) the PDF, 2 starts a
 * purchase of the literature, 1 goes to the team-membership tab. Every one also closes the dialog.
 */
export function overLimitButtonAction(code: OverLimitButtonCode): OverLimitButtonAction {
  switch (code) {
    case overLimitButtonCodes.confirm:
      return { kind: 'downloadPdf' };
    case overLimitButtonCodes.payPerItem:
      return { kind: 'purchase' };
    case overLimitButtonCodes.addTeamMembership:
      return { kind: 'navigate', href: addTeamMembershipHref };
  }
}
