/**
 * Changing a password (/manager/account/password). The spec states no password policy; the project asks for
 * 8–20 characters with letters and digits, a confirmation that matches, and a change (docs/decisions/manager.md).
 */
export const passwordChangeLabels = {
  oldRequired: '请输入原密码',
  policy: '新密码须为8-20位，且同时包含字母和数字',
  mismatch: '两次输入的新密码不一致',
  unchanged: '新密码不能与原密码相同',
} as const;

export type PasswordChangeDraft = { oldPassword: string; newPassword: string; confirm: string };

export function validatePasswordChange(draft: PasswordChangeDraft): Partial<Record<keyof PasswordChangeDraft, string>> {
  const errors: Partial<Record<keyof PasswordChangeDraft, string>> = {};
  if (!draft.oldPassword) errors.oldPassword = passwordChangeLabels.oldRequired;
  const { newPassword } = draft;
  if (
    newPassword.length < 8 ||
    newPassword.length > 20 ||
    !/[A-Za-z]/.test(newPassword) ||
    !/\d/.test(newPassword) ||
    /\s/.test(newPassword)
  ) {
    errors.newPassword = passwordChangeLabels.policy;
  } else if (newPassword === draft.oldPassword) errors.newPassword = passwordChangeLabels.unchanged;
  if (draft.confirm !== newPassword) errors.confirm = passwordChangeLabels.mismatch;
  return errors;
}
