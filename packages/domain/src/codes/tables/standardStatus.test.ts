import { describe, expect, it } from 'vitest';
import { standardStatusOptions } from './standardStatus';

describe('standard status options', () => {
  it('offers 作废 then 现行', () => {
    expect(standardStatusOptions.map((o) => o.label)).toEqual(['作废', '现行']);
  });
});
