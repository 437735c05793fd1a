import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountLabels } from '../messages/labels/accounts';
import {
  changePasswordSchema,
  isAcceptablePassword,
  joinTeamSchema,
  memberSettingsSchema,
  teamNameSchema,
  mobileCodeLoginSchema,
  rechargeSchema,
  registerSchema,
  resetByEmailSchema,
  resetByMobileSchema,
  userInfoSchema,
} from './accountForms';

const F = accountLabels.form;

/** Field → first message, as react-hook-form shows them next to each field. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('register form', () => {
  const valid = {
    mobileNo: '13912345678',
    code: '123456',
    newPassword: 'Secret2026',
    confirmPassword: 'Secret2026',
    agreed: true,
  };
  it('accepts a complete form, trimming the number and code', () => {
    expect(registerSchema.parse({ ...valid, mobileNo: ' 13912345678 ', code: '123456 ' })).toMatchObject({
      mobileNo: '13912345678',
      code: '123456',
    });
  });
  it('says what is wrong next to each field', () => {
    expect(
      errorsOf(
        registerSchema.safeParse({ mobileNo: '', code: '', newPassword: '', confirmPassword: '', agreed: false }),
      ),
    ).toEqual({
      mobileNo: F.mobileRequired,
      code: F.codeRequired,
      newPassword: F.passwordRequired,
      confirmPassword: F.confirmRequired,
      agreed: F.agreementRequired,
    });
    expect(
      errorsOf(
        registerSchema.safeParse({
          ...valid,
          mobileNo: '2391234567',
          code: '12a456',
          newPassword: 'short1',
          confirmPassword: 'short1',
        }),
      ),
    ).toEqual({
      mobileNo: F.mobileInvalid,
      code: F.codeInvalid,
      newPassword: F.passwordRule,
    });
    expect(errorsOf(registerSchema.safeParse({ ...valid, confirmPassword: 'Secret2027' }))).toEqual({
      confirmPassword: F.confirmMismatch,
    });
  });
  it('pins the wording', () => {
    expect(F.confirmMismatch).toBe('两次输入的密码不一致');
    expect(F.passwordRule).toBe('密码为8-20位，须同时包含字母和数字');
    expect(F.mobileInvalid).toBe('请输入11位手机号');
  });
});

describe('password rule', () => {
  it('takes 8–20 characters with a letter and a digit and no space', () => {
    expect(isAcceptablePassword('Wenxian@2025')).toBe(true);
    expect(isAcceptablePassword('abcdefgh')).toBe(false);
    expect(isAcceptablePassword('12345678')).toBe(false);
    expect(isAcceptablePassword('abc 12345')).toBe(false);
    expect(isAcceptablePassword('a1'.repeat(10))).toBe(true);
    expect(isAcceptablePassword('a1'.repeat(10) + 'x')).toBe(false);
  });
  it('never accepts a password outside the length bounds (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        if (text.length < 8 || text.length > 20) expect(isAcceptablePassword(text)).toBe(false);
        if (isAcceptablePassword(text)) expect(/[A-Za-z]/.test(text) && /\d/.test(text)).toBe(true);
      }),
    );
  });
});

describe('password reset and change', () => {
  it('by mobile and by e-mail need the code and a confirmed new password', () => {
    expect(
      resetByMobileSchema.safeParse({
        mobileNo: '13800000002',
        code: '123456',
        newPassword: 'Reset2026',
        confirmPassword: 'Reset2026',
      }).success,
    ).toBe(true);
    expect(
      errorsOf(
        resetByEmailSchema.safeParse({
          email: 'u1003@',
          code: '123456',
          newPassword: 'Reset2026',
          confirmPassword: 'Reset2026',
        }),
      ),
    ).toEqual({ email: F.emailInvalid });
  });
  it('the new password must differ from the old one', () => {
    expect(
      errorsOf(
        changePasswordSchema.safeParse({
          oldPassword: 'Wenxian2025',
          newPassword: 'Wenxian2025',
          confirmPassword: 'Wenxian2025',
        }),
      ),
    ).toEqual({ newPassword: F.sameAsOld });
  });
});

describe('other forms', () => {
  it('mobile-code login', () => {
    expect(errorsOf(mobileCodeLoginSchema.safeParse({ mobileNo: '1380000000', code: '' }))).toEqual({
      mobileNo: F.mobileInvalid,
      code: F.codeRequired,
    });
  });
  it('join a team: six letters or digits, upper-cased', () => {
    expect(joinTeamSchema.parse({ inviteCode: ' wx8k2q ', nickname: '' }).inviteCode).toBe('WX8K2Q');
    expect(errorsOf(joinTeamSchema.safeParse({ inviteCode: 'WX8K', nickname: '名'.repeat(21) }))).toEqual({
      inviteCode: F.inviteCodeInvalid,
      nickname: F.nicknameTooLong,
    });
  });
  it('team settings: a name of 1–30 characters, a monthly limit of 0 (none) or a whole number', () => {
    expect(errorsOf(teamNameSchema.safeParse({ name: '  ' }))).toEqual({ name: F.teamNameRequired });
    expect(errorsOf(teamNameSchema.safeParse({ name: '组'.repeat(31) }))).toEqual({ name: F.teamNameTooLong });
    expect(memberSettingsSchema.parse({ downloadLimit: ' 5 ' }).downloadLimit).toBe(5);
    expect(memberSettingsSchema.parse({ downloadLimit: '0' }).downloadLimit).toBe(0);
    for (const downloadLimit of ['', '-1', '2.5', '五', '10000'])
      expect(errorsOf(memberSettingsSchema.safeParse({ downloadLimit }))).toEqual({
        downloadLimit: F.downloadLimitInvalid,
      });
  });
  it('recharge: whole yuan from 1 to 10000', () => {
    expect(rechargeSchema.parse({ amount: '50' }).amount).toBe(50);
    for (const amount of ['0', '10001', '12.5', 'abc'])
      expect(errorsOf(rechargeSchema.safeParse({ amount }))).toEqual({ amount: F.amountInvalid });
    expect(errorsOf(rechargeSchema.safeParse({ amount: ' ' }))).toEqual({ amount: F.amountRequired });
  });
  it('user info: a name of at most 20 characters', () => {
    expect(errorsOf(userInfoSchema.safeParse({ realName: '  ' }))).toEqual({ realName: F.realNameRequired });
    expect(errorsOf(userInfoSchema.safeParse({ realName: '名'.repeat(21) }))).toEqual({ realName: F.realNameTooLong });
  });
});
