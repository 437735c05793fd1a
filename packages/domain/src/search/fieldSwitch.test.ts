import { expect, it } from 'vitest';
import { effectiveSearchField, searchFieldOnEnter } from './fieldSwitch';

it('switches title to PT on patents and ST on standards', () => {
  expect(effectiveSearchField('patent', 'T')).toBe('PT');
  expect(effectiveSearchField('standard', 'T')).toBe('ST');
  expect(effectiveSearchField('other', 'T')).toBe('T');
  expect(effectiveSearchField('patent', 'A')).toBe('A');
});
it('resets to U on the home page only', () => {
  expect(searchFieldOnEnter('home', 'J')).toBe('U');
  expect(searchFieldOnEnter('patent', 'J')).toBe('J');
});
