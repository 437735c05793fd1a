import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validatePasswordChange } from './passwordChange';

describe('password change', () => {
  it('accepts 8–20 letters and digits that differ from the old one and are confirmed', () => {
    expect(
      validatePasswordChange({ oldPassword: 'Wenxian@2025', newPassword: 'abc12345', confirm: 'abc12345' }),
    ).toEqual({});
  });
  it('names each problem', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: 'abcdefgh', confirm: 'x' })).toEqual({
      oldPassword: '请输入原密码',
      newPassword: '新密码须为8-20位，且同时包含字母和数字',
      confirm: '两次输入的新密码不一致',
    });
    expect(
      validatePasswordChange({ oldPassword: 'abc12345', newPassword: 'abc12345', confirm: 'abc12345' }).newPassword,
    ).toBe('新密码不能与原密码相同');
  });
  it('never accepts a password without a digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{8,20}$/), (pw) => {
        expect(validatePasswordChange({ oldPassword: 'x', newPassword: pw, confirm: pw }).newPassword).toBeDefined();
      }),
    );
  });
});
