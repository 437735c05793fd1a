import { defaultSearchField } from '@wenxian/domain';
import { describe, expect, it } from 'vitest';
import { fieldsForVariant, initialField } from './searchBoxFields';

describe('the field the search box starts on', () => {
  it("is domain's default field on the home page, whatever was chosen before (doc 000 §4.5)", () => {
    expect(initialField('home', fieldsForVariant(undefined, 'home'), 'T')).toBe(defaultSearchField.code);
  });
  it('keeps the chosen field elsewhere', () => {
    expect(initialField('default', fieldsForVariant(undefined, 'default'), 'T')).toBe('T');
  });
  it("falls back to domain's default field when the page offers none", () => {
    expect(initialField('default', [], 'T')).toBe(defaultSearchField.code);
  });
});
