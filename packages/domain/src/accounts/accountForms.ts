import { z } from '../validation/zod';
import { accountLabels } from '../messages/labels/accounts';
import { isMainlandMobile, isValidEmail } from '../validation/contact';

/**
 * One zod schema per form of the accounts area (used by react-hook-form's zodResolver while the user types).
 * Every message is the area's wording (accountLabels.form); surrounding whitespace of numbers, codes and
 * addresses is ignored, passwords are taken as typed.
 */
const F = accountLabels.form;

/** Password rule (not shown in the spec; decided here): 8–20 characters with at least one letter and one digit. */
export const passwordLimits = { min: 8, max: 20 } as const;
export function isAcceptablePassword(password: string): boolean {
  return (
    password.length >= passwordLimits.min &&
    password.length <= passwordLimits.max &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  );
}

/** Recharge amounts in whole yuan (decided here): 1 to 10000. */
export const rechargeLimits = { min: 1, max: 10_000 } as const;

const mobileNo = z
  .string()
  .trim()
  .min(1, F.mobileRequired)
  .refine((text) => isMainlandMobile(text), F.mobileInvalid);
const smsCode = z
  .string()
  .trim()
  .min(1, F.codeRequired)
  .regex(/^\d{6}$/, F.codeInvalid);
const newPassword = z
  .string()
  .min(1, F.passwordRequired)
  .refine((text) => isAcceptablePassword(text), F.passwordRule);
const email = z
  .string()
  .trim()
  .min(1, F.emailRequired)
  .refine((text) => isValidEmail(text), F.emailInvalid);

/** Confirmation equal to the new password, reported on the confirmation field. */
function confirmed<S extends z.ZodType<{ newPassword: string; confirmPassword: string }>>(schema: S): S {
  return schema.superRefine((form, ctx) => {
    if (form.confirmPassword !== '' && form.confirmPassword !== form.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: F.confirmMismatch });
    }
  });
}
const confirmPassword = z.string().min(1, F.confirmRequired);

/** /account, password tab. */
export const passwordLoginSchema = z.object({
  account: z.string().trim().min(1, F.mobileRequired),
  password: z.string().min(1, F.passwordRequired),
});

/** /account, mobile-code tab. */
export const mobileCodeLoginSchema = z.object({ mobileNo, code: smsCode });

/** /account/register. */
export const registerSchema = confirmed(
  z.object({
    mobileNo,
    code: smsCode,
    newPassword,
    confirmPassword,
    agreed: z.boolean().refine((value) => value, F.agreementRequired),
  }),
);

/** /account/forgotPassword (by mobile code). */
export const resetByMobileSchema = confirmed(z.object({ mobileNo, code: smsCode, newPassword, confirmPassword }));

/** /account/forgotPassword/emailnum (by e-mail code). */
export const resetByEmailSchema = confirmed(z.object({ email, code: smsCode, newPassword, confirmPassword }));

/** /personalcenter/security: change the password. */
export const changePasswordSchema = confirmed(
  z.object({ oldPassword: z.string().min(1, F.oldPasswordRequired), newPassword, confirmPassword }),
).superRefine((form, ctx) => {
  if (form.oldPassword !== '' && form.newPassword === form.oldPassword) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: F.sameAsOld });
  }
});

/** /personalcenter/loginbind: bind a mobile number. */
export const bindMobileSchema = z.object({ mobileNo, code: smsCode });
/** /personalcenter/loginbind and /account/verifyEmail: bind or verify an e-mail address. */
export const bindEmailSchema = z.object({ email, code: smsCode });
/** /personalcenter/security: log off needs the mobile code. */
export const logOffSchema = z.object({ code: smsCode });

/** /personalcenter/userInfo. */
export const userInfoSchema = z.object({
  realName: z.string().trim().min(1, F.realNameRequired).max(20, F.realNameTooLong),
});

/** /personalcenter/membermanagement: join a team by invite code. */
export const joinTeamSchema = z.object({
  inviteCode: z
    .string()
    .trim()
    .min(1, F.inviteCodeRequired)
    .regex(/^[A-Za-z0-9]{6}$/, F.inviteCodeInvalid)
    .transform((code) => code.toUpperCase()),
  nickname: z.string().trim().max(20, F.nicknameTooLong),
});
/** Team name and nickname edits. */
export const teamNameSchema = z.object({
  name: z.string().trim().min(1, F.teamNameRequired).max(30, F.teamNameTooLong),
});
export const nicknameSchema = z.object({ nickname: z.string().trim().max(20, F.nicknameTooLong) });
/** A member's settings, set by the originator: a monthly download limit in articles, 0 for none (team quota only). */
export const memberSettingsSchema = z.object({
  downloadLimit: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, F.downloadLimitInvalid)
    .transform(Number),
});

/** /pay/recharge and /pay/newrecharge: the amount typed or picked (text in the input). */
export const rechargeSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, F.amountRequired)
    .refine(
      (text) => /^\d+$/.test(text) && Number(text) >= rechargeLimits.min && Number(text) <= rechargeLimits.max,
      F.amountInvalid,
    )
    .transform(Number),
  couponId: z.string().optional(),
});

/** /subscription/searches: a saved search. */
export const savedSearchSchema = z.object({
  name: z.string().trim().min(1, F.searchNameRequired).max(30),
  expression: z.string().trim().min(1, F.expressionRequired),
  push: z.boolean(),
});

export type PasswordLoginForm = z.input<typeof passwordLoginSchema>;
export type MobileCodeLoginForm = z.input<typeof mobileCodeLoginSchema>;
export type RegisterForm = z.input<typeof registerSchema>;
export type ResetByMobileForm = z.input<typeof resetByMobileSchema>;
export type ResetByEmailForm = z.input<typeof resetByEmailSchema>;
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;
export type BindMobileForm = z.input<typeof bindMobileSchema>;
export type BindEmailForm = z.input<typeof bindEmailSchema>;
export type UserInfoForm = z.input<typeof userInfoSchema>;
export type JoinTeamForm = z.input<typeof joinTeamSchema>;
export type RechargeForm = z.input<typeof rechargeSchema>;
export type SavedSearchForm = z.input<typeof savedSearchSchema>;
/** What the forms with a transform hand over once valid. */
export type RechargeValues = z.output<typeof rechargeSchema>;
export type JoinTeamValues = z.output<typeof joinTeamSchema>;
export type TeamNameForm = z.input<typeof teamNameSchema>;
export type NicknameForm = z.input<typeof nicknameSchema>;
export type MemberSettingsForm = z.input<typeof memberSettingsSchema>;
export type MemberSettingsValues = z.output<typeof memberSettingsSchema>;
