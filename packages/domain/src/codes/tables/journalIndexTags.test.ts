import { describe, expect, it } from 'vitest';
import {
  casZoneTagName,
  collectFilterOptions,
  cscdTagName,
  cssciTagName,
  jcrTagName,
  journalBadges,
  journalFacetTags,
  journalIndexFilterTags,
  pkuCoreTagName,
  rccseTagName,
} from './journalIndexTags';

describe('journal index tags', () => {
  it('lists the 15 filter tags and the 18 facet tags', () => {
    expect(journalIndexFilterTags).toHaveLength(15);
    expect(journalIndexFilterTags.join(',')).toBe(
      'SCIE,SSCI,ESCI,AHCI,EI,CA,IEEE,NATURE,PUBMED,BDHX,CSCD,CSSCI,EAPJ,JCR,ZKYM',
    );
    expect(journalFacetTags.slice(15)).toEqual(['CSTPCD', 'AMI', 'RCCSE']);
  });
  it('offers the six collect filters with 北大核心 first', () => {
    expect(collectFilterOptions.map((o) => o.label)).toEqual(['北大核心', 'SCIE', 'EI', 'SSCI', 'CSCD', 'CSSCI']);
  });
  it('names editions, periods and grades', () => {
    expect(pkuCoreTagName(2023)).toEqual({ short: '北大核心', full: '北大核心（2023版）' });
    expect(cscdTagName('extended', '2025-2026').full).toBe('CSCD扩展库（2025-2026）');
    expect(cssciTagName('collection', '2023-2024').short).toBe('CSSCI集刊');
    expect(jcrTagName(1).full).toBe('JCR Q1（2024）');
    expect(casZoneTagName(4).full).toBe('中科院分区4区（2025）');
    expect(rccseTagName('authority').short).toBe('武大RCCSE权威期刊');
  });
  it('shows ycb only for extraAppStatus 1 and net only when netFirst is set', () => {
    expect(journalBadges({ extraAppStatus: 1, netFirst: 1 })).toEqual(['ycb', 'net']);
    expect(journalBadges({ extraAppStatus: 2, netFirst: 0 })).toEqual([]);
    expect(journalBadges({})).toEqual([]);
  });
});
