import { describe, expect, it } from 'vitest';
import { buildDataset } from './dataset';
import { literatureCounts } from './literatureTables';
import { createRandom } from './random';
import { localStandardIssuer } from '@wenxian/domain';
import { NATIONAL_STANDARDS_PUBLISHER, standardBodiesByDiscipline } from './standards';
import type { LiteratureRecord } from './types';
import { disciplines, regions } from './vocabulary';
import { englishTerms } from './vocabularyEn';

/**
 * What a scholar reading the corpus would catch: placeholder or garbled titles, a language field that
 * contradicts the text, conference papers outside their conference's dates or field, standards whose number or
 * publisher contradicts their kind, journal issues their journal's frequency does not have. 100 random records of
 * every type are read the way the site shows them (citations through the citation item builder).
 */
const dataset = buildDataset();
const CJK = /[\u4e00-\u9fff]/;
const SAMPLE_PER_TYPE = 100;

function sample(): LiteratureRecord[] {
  const random = createRandom(24);
  return Object.keys(literatureCounts).flatMap((type) =>
    random.sample(
      dataset.literature.filter((r) => r.type === Number(type)),
      SAMPLE_PER_TYPE,
    ),
  );
}
const records = sample();

const humanities = new Set(['edu', 'econ', 'law', 'lit', 'mgmt']);
const issuesPerYear: Record<string, number> = { 月刊: 12, 双月刊: 6, 半月刊: 24, 季刊: 4, 旬刊: 36 };
const associations = new Map(
  Object.values(standardBodiesByDiscipline).map((b) => [b.association.code, b.association.name] as const),
);
const sectorPresses = new Map(
  Object.values(standardBodiesByDiscipline).map((b) => [b.sector.code, b.sector.publisher] as const),
);

function placeholderTitle(r: LiteratureRecord): boolean {
  const en = r.titleEn ?? '';
  return (
    /topic \d+/i.test(r.title) ||
    /topic \d+/i.test(en) ||
    !en ||
    CJK.test(en) ||
    /[{}]|undefined/.test(`${r.title}${en}`) ||
    /研究研究|法方法|方法方法/.test(r.title)
  );
}
function missingEnglish(r: LiteratureRecord): boolean {
  const abstractEn = (r as Partial<LiteratureRecord>).abstractEn ?? '';
  const keywordsEn = (r as Partial<LiteratureRecord>).keywordsEn ?? [];
  return !abstractEn || CJK.test(abstractEn) || keywordsEn.length === 0 || keywordsEn.some((k) => CJK.test(k));
}
function languageMismatch(r: LiteratureRecord): boolean {
  const text = [r.title, r.abstract, ...r.keywords];
  return r.language === 'zh' ? !CJK.test(r.title) || !CJK.test(r.abstract) : text.some((t) => CJK.test(t));
}
function conferenceDateOutside(r: LiteratureRecord): boolean {
  const c = r.conferenceId ? dataset.conferenceById.get(r.conferenceId) : undefined;
  return !c || r.publishDate < c.startDate || r.publishDate > c.endDate || r.year !== Number(c.startDate.slice(0, 4));
}
function conferenceFieldOrPublisherWrong(r: LiteratureRecord): boolean {
  const c = r.conferenceId ? dataset.conferenceById.get(r.conferenceId) : undefined;
  return (
    !c ||
    c.disciplineId !== r.disciplineId ||
    /医院|公司/.test(`${c.publisher}${c.society}`) ||
    !/学会|研究会|协会/.test(c.society) ||
    !/出版|印书馆/.test(c.publisher)
  );
}
/** The number's prefix and the publisher must be those of the standard's kind. */
function standardContradicts(r: LiteratureRecord): boolean {
  const number = r.standardNo ?? '';
  const publisher = r.publisher ?? '';
  if (r.authors.length > 0 || !r.source) return true;
  switch (r.standardType) {
    case '国家标准':
      return !/^GB(\/T)? \d/.test(number) || publisher !== NATIONAL_STANDARDS_PUBLISHER;
    case '行业标准': {
      const code = /^([A-Z]{2,3}(?:\/T)?) \d/.exec(number)?.[1] ?? '';
      return code.startsWith('GB') || !sectorPresses.has(code) || publisher !== sectorPresses.get(code);
    }
    case '团体标准': {
      const code = /^T\/([A-Z]+) \d/.exec(number)?.[1] ?? '';
      return !associations.has(code) || publisher !== associations.get(code);
    }
    case '地方标准': {
      const code = /^DB(\d{2})\/T \d/.exec(number)?.[1] ?? '';
      return !code || publisher !== localStandardIssuer(code, r.year);
    }
    default:
      return true;
  }
}
function journalIssueIncoherent(r: LiteratureRecord): boolean {
  const j = r.journalId ? dataset.journalById.get(r.journalId) : undefined;
  if (!j) return true;
  const issue = Number(r.issue);
  const perYear = issuesPerYear[j.frequency] ?? 12;
  const edition = /（(.+版)）$/.exec(j.name)?.[1];
  const editionWrong =
    edition !== undefined &&
    (edition === '医学版'
      ? r.disciplineId !== 'med'
      : /社会科学/.test(edition)
        ? !humanities.has(r.disciplineId)
        : humanities.has(r.disciplineId) || r.disciplineId === 'med');
  return (
    !(issue >= 1 && issue <= perYear) ||
    Number(r.volume) < 1 ||
    j.disciplineId !== r.disciplineId ||
    editionWrong ||
    Number(r.publishDate.slice(5, 7)) !== Math.ceil((issue * 12) / perYear)
  );
}

/** Per check, the sampled records it finds at fault (ids, so a failure names them). */
function faults(): Record<string, string[]> {
  const ids = (keep: (r: LiteratureRecord) => boolean, of: LiteratureRecord[] = records): string[] =>
    of.filter(keep).map((r) => r.id);
  const ofType = (type: number): LiteratureRecord[] => records.filter((r) => r.type === type);
  return {
    placeholderTitles: ids(placeholderTitle),
    missingEnglish: ids(missingEnglish),
    languageMismatches: ids(languageMismatch),
    conferenceDatesOutside: ids(conferenceDateOutside, ofType(3)),
    conferenceFieldOrPublisher: ids(conferenceFieldOrPublisherWrong, ofType(3)),
    standardsContradictingKind: ids(standardContradicts, ofType(6)),
    journalIssuesIncoherent: ids(journalIssueIncoherent, ofType(1)),
  };
}

describe('the corpus reads as real (100 random records of every type, all of a smaller type)', () => {
  it('samples every type', () => {
    const wanted = Object.values(literatureCounts).reduce((sum, n) => sum + Math.min(n, SAMPLE_PER_TYPE), 0);
    expect(records.length).toBe(wanted);
  });
  it('finds no placeholder, no language mismatch, no conference or standard or journal issue that contradicts itself', () => {
    const found = faults();
    const counts = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.length]));
    console.info('corpus faults in the sample:', counts);
    expect(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.slice(0, 5)]))).toEqual(
      Object.fromEntries(Object.keys(found).map((k) => [k, []])),
    );
  });
  it('has the English of every term the titles and abstracts are made of', () => {
    const terms = [...disciplines.flatMap((d) => [...d.objects, ...d.methods, ...d.aspects]), ...regions];
    expect(terms.filter((t) => !(t in englishTerms))).toEqual([]);
  });
});
