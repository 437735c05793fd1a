import { expect, it } from 'vitest';
import { registerRedirectUrl } from './registerRedirect';

it('sends serve, appCode and the optional identity', () => {
  expect(registerRedirectUrl('/journal', 'https://wx.example')).toBe(
    '/account/register?serve=https%3A%2F%2Fwx.example%2Fjournal&appCode=101',
  );
  expect(registerRedirectUrl('https://evil.example', 'https://wx.example', 'teacher')).toBe(
    '/account/register?serve=https%3A%2F%2Fwx.example%2F&appCode=101&identity=teacher',
  );
});
