import { hasConferenceRole, isManager, type SessionUser } from '../session/sessionUser';

/** A guard answers with the path to redirect to, or null to let the visit through. */
export type GuardResult = string | null;

export const authorAuthPath = '/author/auth';
export const conferenceAuthPath = '/conference/auth';
export const managerAuthPath = '/manager/auth';

/** Author area requires isConfirm, else /author/auth (doc 000 §6). */
export function authorGuard(user: SessionUser | null | undefined): GuardResult {
  return user?.isConfirm ? null : authorAuthPath;
}

/** Conference area requires a role with id 9, else /conference/auth. */
export function conferenceGuard(user: SessionUser | null | undefined): GuardResult {
  return hasConferenceRole(user) ? null : conferenceAuthPath;
}

/** Manager area requires a journal manager (isManager) or an id query, else /manager/auth. */
export function managerGuard(
  user: SessionUser | null | undefined,
  query: Readonly<Record<string, string | undefined>>,
): GuardResult {
  return isManager(user) || (query.id !== undefined && query.id !== '') ? null : managerAuthPath;
}
