import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMainlandMobile, isQqNumber, isValidContact, isValidEmail } from './contact';

/** The regex printed in the WHATWG HTML standard, §4.10.5.1.5 "E-mail state". */
const whatwgEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

describe('contact rule', () => {
  it.each([
    ['13812345678', true],
    ['23812345678', true], // 11 digits not starting with 0 also reads as QQ
    ['1381234567', true],
    ['12345', true],
    ['01234567', false],
    ['1234', false],
    ['123456789012', false],
    ['a@b.cn', true],
    ['first.last+tag@mail.example.com', true],
    ['a@b', true],
    ['a@-b.cn', false],
    ['a@@b.cn', false],
    ['@b.cn', false],
    ['a@b..cn', false],
    ['张三@b.cn', false],
    ['', false],
    [' 12345 ', true],
  ])('%s → %s', (contact, valid) => {
    expect(isValidContact(contact)).toBe(valid);
  });
  it('tells mobile from QQ where the spec differs', () => {
    expect(isMainlandMobile('13812345678')).toBe(true);
    expect(isMainlandMobile('23812345678')).toBe(false);
    expect(isQqNumber('123456789012')).toBe(false);
  });
});

const emailAlphabet = [...'aZ09.-_+@!#~`|{}é %'];
const emailish = fc.oneof(
  fc.emailAddress(),
  fc.string({ unit: fc.constantFrom(...emailAlphabet), maxLength: 20 }),
  fc
    .tuple(
      fc.stringMatching(/^[a-z.]{0,6}$/),
      fc.array(fc.stringMatching(/^[a-zA-Z0-9-]{0,66}$/), { minLength: 1, maxLength: 4 }),
    )
    .map(([local, labels]) => `${local}@${labels.join('.')}`),
);

describe('e-mail rule against the WHATWG definition', () => {
  it('agrees with the standard regex on arbitrary input', () => {
    fc.assert(
      fc.property(emailish, (text) => {
        expect(isValidEmail(text)).toBe(whatwgEmail.test(text));
      }),
      { numRuns: 2000 },
    );
  });
  it('accepts every address fast-check generates that the standard accepts', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(isValidContact(address)).toBe(whatwgEmail.test(address));
      }),
    );
  });
});

describe('number rules', () => {
  it('accepts exactly 5–11 digits not starting with 0 as QQ', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,14}$/), (digits) => {
        expect(isQqNumber(digits)).toBe(digits.length >= 5 && digits.length <= 11 && digits[0] !== '0');
      }),
    );
  });
  it('accepts exactly 11 digits starting with 1 as mobile', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9,13}$/), (digits) => {
        expect(isMainlandMobile(digits)).toBe(digits.length === 11 && digits.startsWith('1'));
      }),
    );
  });
});
