/** The parts of the current user (doc 000 §3) that session and access rules read. */
export interface SessionUser {
  id?: string | number | null;
  userId?: string | number | null;
  memberId?: string | number | null;
  /** The backend's word for a journal manager (the manager area's role); read through `isManager`. */
  isMagazine?: boolean | number | null;
  isConfirm?: boolean | number | null;
  isOldSystem?: boolean | number | null;
  isMigrate?: boolean | number | null;
  roleInfos?: readonly { id: string | number }[] | null;
}

/** Logged in means the current user has a userId (doc 000 §4.6). */
export function isLoggedIn(user: SessionUser | null | undefined): boolean {
  return user?.userId !== undefined && user.userId !== null && user.userId !== '';
}

/** The conference role's id (doc 000 §3: roleInfos id "9"). */
export const conferenceRoleId = '9';

/** A conference role holder, the role of the conference manager area (doc 000 §6: a role with id 9). */
export function hasConferenceRole(user: SessionUser | null | undefined): boolean {
  return (user?.roleInfos ?? []).some((role) => String(role.id) === conferenceRoleId);
}

/** A journal manager, the role of the manager area (doc 000 §6): the backend may send the flag as 1/0. */
export function isManager(user: SessionUser | null | undefined): boolean {
  return Boolean(user?.isMagazine);
}
