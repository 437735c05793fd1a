import { describe, expect, it } from 'vitest';
import { expectNoFaults } from './faults';
import {
  achievementOfAnotherShape,
  newsOfAnotherShape,
  patentAbstractNotAPatents,
  patentIpcOutsideSubject,
  patentTitleOfAnotherShape,
  regulationTitleWithoutActivity,
  standardTitleOfAnotherShape,
} from './typeShapes';
import { buildDataset } from '../../data/dataset';
import { literatureCounts } from '../../data/literatureTables';
import { createRandom } from '../../data/random';
import { localStandardIssuer } from '@wenxian/domain';
import { NATIONAL_STANDARDS_PUBLISHER, standardBodiesByDiscipline } from '../../data/standards';
import type { LiteratureRecord } from '../../data/types';
import { disciplines, regions } from '../../data/vocabulary';
import { fieldsOfOrganization } from '../../data/organizations';
import { englishTerms } from '../../data/vocabularyEn';

/**
 * What a scholar reading the corpus would catch: placeholder or garbled titles, a language field that
 * contradicts the text, conference papers outside their conference's dates or field, standards whose number or
 * publisher contradicts their kind, journal issues their journal's frequency does not have, and the per-type
 * classes below. 200 random records of every type are read the way the site shows them (citations through the
 * citation item builder); corpusEntities.test.ts reads the entities they are drawn from.
 */
const dataset = buildDataset();
const CJK = /[\u4e00-\u9fff]/;
const SAMPLE_PER_TYPE = 200;

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

/** Research prose that only a research paper, thesis or conference paper may use. */
const RESEARCH_PROSE = /本文(?!件)|本研究|研究以|结果表明|研究发现|对策建议|实验结果/;
/** What each other type's text says of itself: a standard's scope, a regulation's articles, a patent's claims… */
const OWN_VOICE: Readonly<Record<number, RegExp>> = {
  4: /^本报告/,
  5: /^本(发明|实用新型)/,
  6: /^本文件规定了/,
  7: /^(该成果|项目)/,
  8: /^第一条 .*第二条 /,
  18: /^(本报讯|近年来)/,
  51: /^为.*一、.*二、.*三、/,
};
/** Sector newspapers and the fields they cover; the national dailies (人民日报, 光明日报, 经济日报, 科技日报) cover any. */
const SECTOR_PAPERS: Readonly<Record<string, readonly string[]>> = {
  中国环境报: ['env'],
  健康报: ['med'],
  中国教育报: ['edu'],
  农民日报: ['agri'],
  法治日报: ['law'],
  中国建设报: ['civil'],
  文艺报: ['lit'],
};
const NATIONAL_PAPERS = ['人民日报', '光明日报', '经济日报', '科技日报'];
function fundWhereTypeCarriesNone(r: LiteratureRecord): boolean {
  return r.fund !== null && ![1, 2, 3, 4, 7].includes(r.type);
}
function abstractOfAnotherType(r: LiteratureRecord): boolean {
  if ([1, 2, 3].includes(r.type) || r.language === 'en') return false;
  return RESEARCH_PROSE.test(r.abstract) || !(OWN_VOICE[r.type]?.test(r.abstract) ?? true);
}
function authorOutsideField(r: LiteratureRecord): boolean {
  return r.authors.some((a) => {
    const author = dataset.authorById.get(a.id);
    const organ = dataset.organizationById.get(a.organId);
    return author?.disciplineId !== r.disciplineId || !organ || !fieldsOfOrganization(organ).includes(r.disciplineId);
  });
}
function newspaperOutsideField(r: LiteratureRecord): boolean {
  const paper = r.source ?? '';
  return !(NATIONAL_PAPERS.includes(paper) || (SECTOR_PAPERS[paper]?.includes(r.disciplineId) ?? false));
}
/** A report titled （2024） is published in 2024 (an annual report at the latest the year after). */
function reportOutsideItsYear(r: LiteratureRecord): boolean {
  const titled = Number(/（(\d{4})）/.exec(r.title)?.[1] ?? /\((\d{4})\)/.exec(r.title)?.[1]);
  return !(r.year === titled || (r.year === titled + 1 && /年度报告|Annual report/.test(r.title)));
}
/** Kind, title, application number, filing date and publication number of a patent agree. */
function patentContradicts(r: LiteratureRecord): boolean {
  const app = /^CN(\d{4})([12])(\d{7})\.([\dX])$/.exec(r.applicationNo ?? '');
  const pub = /^CN([12])\d{8}([ABU])$/.exec(r.publicationNo ?? '');
  if (!app || !pub || !r.applicationDate) return true;
  const invention = r.patentType === '发明专利';
  const digits = `${app[1]}${app[2]}${app[3]}`;
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = [...digits].reduce((t, d, i) => t + Number(d) * (weights[i] ?? 0), 0) % 11;
  return (
    !['发明专利', '实用新型'].includes(r.patentType ?? '') ||
    (!invention && /方法/.test(r.title)) ||
    app[2] !== (invention ? '1' : '2') ||
    pub[1] !== (invention ? '1' : '2') ||
    (invention ? pub[2] === 'U' : pub[2] !== 'U') ||
    app[4] !== (sum === 10 ? 'X' : String(sum)) ||
    app[1] !== r.applicationDate.slice(0, 4) ||
    r.applicationDate >= r.publishDate
  );
}
function groupStandardBefore2016(r: LiteratureRecord): boolean {
  return r.standardType === '团体标准' && r.year < 2016;
}
/** A 条例 is an administrative regulation: the State Council issues it. */
function regulationIssuerWrong(r: LiteratureRecord): boolean {
  return /条例$/.test(r.title) ? r.source !== '国务院' : !r.source || !r.docNo?.startsWith(r.source);
}

/** A year's records are within a bounded ratio of the year before's: volume grows smoothly, with no spike. */
const YEAR_GROWTH_BOUNDS = [0.75, 1.35] as const;
function yearsNotSmooth(literature: readonly LiteratureRecord[]): string[] {
  const perYear = new Map<number, number>();
  for (const r of literature) perYear.set(r.year, (perYear.get(r.year) ?? 0) + 1);
  const years = [...perYear.keys()].sort((a, b) => a - b);
  return years.slice(1).flatMap((year, i) => {
    const ratio = (perYear.get(year) ?? 0) / (perYear.get(years[i] ?? year) ?? 1);
    const smooth = ratio >= YEAR_GROWTH_BOUNDS[0] && ratio <= YEAR_GROWTH_BOUNDS[1] && year === (years[i] ?? 0) + 1;
    return smooth ? [] : [`${year}: ${perYear.get(year)} after ${perYear.get(years[i] ?? year)}`];
  });
}
/** A record cites only older records, and is cited as often as newer records cite it. */
function citationsAgainstTime(r: LiteratureRecord): boolean {
  const olderThan = (id: string, year: number) => (dataset.literatureById.get(id)?.year ?? year) < year;
  return (
    r.references.some((id) => !olderThan(id, r.year)) ||
    r.citedBy.some((id) => (dataset.literatureById.get(id)?.year ?? 0) <= r.year) ||
    r.citedCount !== r.citedBy.length
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
    // research funds on regulations, policies, newspapers and standards
    fundsWhereTypeCarriesNone: ids(fundWhereTypeCarriesNone),
    // one abstract template for every type (“…研究以县域为例…最后提出了推进…的对策建议”)
    abstractsOfAnotherType: ids(abstractOfAnotherType),
    // 上头医科大学 and firms co-authoring literary studies
    authorsOutsideField: ids(authorOutsideField),
    // a literary scholar publishing on 宋词 in 中国环境报
    newspapersOutsideField: ids(newspaperOutsideField, ofType(18)),
    // a “（2024）” annual report dated 2012
    reportsOutsideTheirYear: ids(reportOutsideItsYear, ofType(4)),
    // a utility-model patent on a “method” whose application number, filing date and number disagree
    patentsContradictingThemselves: ids(patentContradicts, ofType(5)),
    // a patent on 2型糖尿病 filed under G06F, like every other patent
    patentIpcOutsideSubject: ids(patentIpcOutsideSubject, ofType(5)),
    // 一种高血压发病机制装置; a utility model on a 系统
    patentTitlesOfAnotherShape: ids(patentTitleOfAnotherShape, ofType(5)),
    // 一种基于随机对照试验的…方法 whose abstract applies a study design
    patentAbstractsNotAPatents: ids(patentAbstractNotAPatents, ofType(5)),
    // 抑郁症试验方法, 钢筋混凝土框架安全评价评价指南
    standardTitlesOfAnotherShape: ids(standardTitleOfAnotherShape, ofType(6)),
    // 水稻管理办法
    regulationTitlesWithoutActivity: ids(regulationTitleWithoutActivity, ofType(8)),
    // 我国抑郁症按下快进键, whose lead says the region 引入孟德尔随机化
    newsOfAnotherShape: ids(newsOfAnotherShape, ofType(18)),
    // 唐诗历史演变研究与示范, 营商环境作用机制关键技术及应用
    achievementsOfAnotherShape: ids(achievementOfAnotherShape, ofType(7)),
    // a 团体标准 issued in 2013
    groupStandardsBefore2016: ids(groupStandardBefore2016, ofType(6)),
    regulationsOfTheWrongIssuer: ids(regulationIssuerWrong, ofType(8)),
    // 2025 holding twice the records of any other year (the whole corpus, year by year)
    yearsNotSmooth: yearsNotSmooth(dataset.literature),
    // a record citing a newer one, or cited more often than newer records cite it
    citationsAgainstTime: ids(citationsAgainstTime),
  };
}

describe('the corpus reads as real (200 random records of every type, all of a smaller type)', () => {
  it('samples every type', () => {
    const wanted = Object.values(literatureCounts).reduce((sum, n) => sum + Math.min(n, SAMPLE_PER_TYPE), 0);
    expect(records.length).toBe(wanted);
  });
  it('finds no placeholder, no language mismatch, no conference or standard or journal issue that contradicts itself', () => {
    expectNoFaults('corpus faults in the sample', faults());
  });
  it('has the English of every term the titles and abstracts are made of', () => {
    const terms = [...disciplines.flatMap((d) => [...d.objects, ...d.methods, ...d.aspects]), ...regions];
    expect(terms.filter((t) => !(t in englishTerms))).toEqual([]);
  });
});
