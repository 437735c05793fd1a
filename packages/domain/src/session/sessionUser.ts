/** The parts of the current user (doc 000 §3) that session and access rules read. */
export interface SessionUser {
  id?: string | number | null;
  userId?: string | number | null;
  memberId?: string | number | null;
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
