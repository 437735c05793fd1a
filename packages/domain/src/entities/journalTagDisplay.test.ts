import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalBadges, journalFacetTags } from '../codes/tables/journalIndexTags';
import { journalBadgeLabel, journalTagDisplay, journalTagNames, journalTagsDisplay } from './journalTagDisplay';

describe('journalTagDisplay', () => {
  it('names Chinese core lists with their edition years and periods', () => {
    expect(journalTagDisplay('BDHX', '2023')).toEqual({
      code: 'BDHX',
      label: '北大核心',
      fullName: '北大核心（2023版）',
      tone: 'core',
    });
    expect(journalTagDisplay('CSCD', '2025-2026')).toMatchObject({
      label: 'CSCD核心库',
      fullName: 'CSCD核心库（2025-2026）',
    });
    expect(journalTagDisplay('CSCD', '扩展库2025-2026')).toMatchObject({
      label: 'CSCD扩展库',
      fullName: 'CSCD扩展库（2025-2026）',
    });
    expect(journalTagDisplay('CSSCI', '2023-2024')).toMatchObject({
      label: 'CSSCI来源期刊',
      fullName: 'CSSCI来源期刊（2023-2024）',
    });
    expect(journalTagDisplay('RCCSE', 'authority').label).toBe('武大RCCSE权威期刊');
    expect(journalTagDisplay('CSTPCD').label).toBe('科技核心');
  });

  it('names JCR quartiles (2024) and 中科院分区 zones (2025)', () => {
    expect(journalTagDisplay('JCR', 'Q2')).toMatchObject({
      label: 'JCR Q2',
      fullName: 'JCR Q2（2024）',
      tone: 'index',
    });
    expect(journalTagDisplay('ZKYM', '1')).toMatchObject({ label: '中科院分区1区', fullName: '中科院分区1区（2025）' });
  });

  it('names international indexes with their Chinese full names', () => {
    expect(journalTagDisplay('SCIE')).toEqual({
      code: 'SCIE',
      label: 'SCIE',
      fullName: '科学引文索引扩展版（SCIE）',
      tone: 'index',
    });
    expect(journalTagDisplay('PUBMED').label).toBe('PubMed');
  });

  it('names every code of the filter and facet lists, never as the code itself (EAPJ is 卓越期刊)', () => {
    expect(journalTagDisplay('EAPJ')).toMatchObject({ label: '卓越期刊', fullName: '卓越期刊' });
    expect(journalTagNames(['EAPJ', 'BDHX'])).toEqual(['卓越期刊', '北大核心']);
    const shownAsCode = journalFacetTags.filter((code) => journalTagDisplay(code).label === code);
    // Only index names that are Latin in Chinese too keep their code.
    expect(shownAsCode).toEqual(['SCIE', 'SSCI', 'ESCI', 'AHCI', 'EI', 'CA', 'IEEE', 'JCR', 'AMI']);
  });

  it('keeps the short name when the edition is missing, and an unknown code as itself', () => {
    expect(journalTagDisplay('BDHX')).toMatchObject({ label: '北大核心', fullName: '北大核心' });
    expect(journalTagDisplay('ZKYM')).toMatchObject({ label: '中科院分区', fullName: '中科院分区' });
    expect(journalTagDisplay('XYZ')).toEqual({ code: 'XYZ', label: 'XYZ', fullName: 'XYZ', tone: 'index' });
  });

  it('never throws and always has a label, whatever the code and edition (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (code, edition) => {
        const tag = journalTagDisplay(code, edition);
        expect(tag.code).toBe(code);
        expect(typeof tag.label).toBe('string');
        expect(tag.fullName.startsWith(tag.label) || tag.fullName.includes(tag.label)).toBe(true);
      }),
    );
  });
});

describe('journalTagsDisplay', () => {
  it('puts Chinese core lists first, keeps code order inside each group, drops duplicates', () => {
    const tags = journalTagsDisplay(['SCIE', 'BDHX', 'EI', 'CSCD', 'SCIE'], { BDHX: '2023', CSCD: '2025-2026' });
    expect(tags.map((t) => t.label)).toEqual(['北大核心', 'CSCD核心库', 'SCIE', 'EI']);
    expect(tags[0]?.fullName).toBe('北大核心（2023版）');
  });
});

describe('journalBadgeLabel', () => {
  it('labels ycb and net', () => {
    expect(journalBadges({ extraAppStatus: 1, netFirst: true }).map(journalBadgeLabel)).toEqual(['预出版', '网络首发']);
  });
});

it('names the codes of facets and recommendations as the journal pages do', () => {
  expect(journalTagNames(['BDHX', 'CSTPCD', 'RCCSE', 'SCIE', 'BDHX'], { RCCSE: 'authority' })).toEqual([
    '北大核心',
    '科技核心',
    '武大RCCSE权威期刊',
    'SCIE',
  ]);
});
