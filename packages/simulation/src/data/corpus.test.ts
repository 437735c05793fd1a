import { describe, expect, it } from 'vitest';
import { buildDataset } from './dataset';
import { literatureCounts } from './literatureTables';
import { createRandom } from './random';
import { localStandardIssuer } from '@wenxian/domain';
import { NATIONAL_STANDARDS_PUBLISHER, standardBodiesByDiscipline } from './standards';
import type { LiteratureRecord } from './types';
import { disciplines, instituteNames, regions } from './vocabulary';
import { fieldsOfOrganization } from './organizations';
import { cityNamed, provinceByName } from './places';
import { cnClassOf, flagshipEnglishNames, tagFitsField } from './journals';
import { englishTerms } from './vocabularyEn';

/**
 * What a scholar reading the corpus would catch: placeholder or garbled titles, a language field that
 * contradicts the text, conference papers outside their conference's dates or field, standards whose number or
 * publisher contradicts their kind, journal issues their journal's frequency does not have. 100 random records of
 * every type are read the way the site shows them (citations through the citation item builder).
 * Every journal and organisation is read too, and every author: the entities the records are drawn from.
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
    // a 团体标准 issued in 2013
    groupStandardsBefore2016: ids(groupStandardBefore2016, ofType(6)),
    regulationsOfTheWrongIssuer: ids(regulationIssuerWrong, ofType(8)),
  };
}

describe('the corpus reads as real (200 random records of every type, all of a smaller type)', () => {
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

/** The entity classes: what a scholar would catch in a journal's or an organisation's card. */
function entityFaults(): Record<string, string[]> {
  const organs = dataset.organizations.filter((o) => !o.isVirtual);
  const national = (o: { name: string }) => (instituteNames as readonly string[]).includes(o.name);
  const organ = (id: string) => dataset.organizationById.get(id);
  const placeOf = (name: string): string | undefined =>
    /^(.+?)(?:市第[一二三四五六]人民医院|理工大学|师范大学|医科大学|农业大学|财经大学|科技大学|工业大学|大学)$/.exec(
      name,
    )?.[1] ??
    /^(.+?)[^市]{2}(?:信息技术|智能科技|精密机械|智能装备|新材料|建设工程|环保科技|农业科技|生物医药)有限公司$/.exec(
      name,
    )?.[1];
  const englishNames = new Map<string, string[]>();
  for (const j of dataset.journals) englishNames.set(j.nameEn, [...(englishNames.get(j.nameEn) ?? []), j.name]);
  const issnValid = (issn: string): boolean => {
    const m = /^(\d{4})-(\d{3})([\dX])$/.exec(issn);
    if (!m) return false;
    const digits = `${m[1]}${m[2]}`;
    const sum = [...digits].reduce((t, d, i) => t + Number(d) * (8 - i), 0);
    const check = (11 - (sum % 11)) % 11;
    return m[3] === (check === 10 ? 'X' : String(check));
  };
  return {
    // 厦乡县大学 in 宁夏回族自治区 · 南阳市: an invented place, or a city outside its province.
    organizationPlaceInvented: organs
      .filter((o) => !cityNamed(o.city) || !provinceByName.has(o.province))
      .map((o) => o.name),
    organizationCityOutsideProvince: organs
      .filter((o) => cityNamed(o.city)?.province !== o.province)
      .map((o) => o.name),
    organizationNamedAfterAnotherCity: organs
      .filter((o) => !national(o) && cityNamed(placeOf(o.name) ?? '')?.name !== cityNamed(o.city)?.name)
      .map((o) => o.name),
    organizationNameMalformed: organs
      .filter((o) => (o.kind === 'company' ? !/有限公司$/.test(o.name) : placeOf(o.name) === undefined && !national(o)))
      .map((o) => o.name),
    // 计算机工程 hosted by 宁南市第二人民医院, 中国全科医学 by an insurance company.
    journalHostOutsideField: dataset.journals
      .filter((j) => {
        const host = organ(j.hostOrganId);
        return !host || host.kind === 'company' || !fieldsOfOrganization(host).includes(j.disciplineId);
      })
      .map((j) => j.name),
    // 计算机工程 with CN 37-1005/R: the class is the field's, the region the host's province.
    journalCnContradicts: dataset.journals
      .filter((j) => {
        const m = /^(\d{2})-\d{4}\/([A-Z]+\d?)$/.exec(j.cn);
        const host = organ(j.hostOrganId);
        return !m || m[2] !== cnClassOf[j.disciplineId] || provinceByName.get(host?.province ?? '')?.code !== m[1];
      })
      .map((j) => `${j.name} ${j.cn}`),
    journalIssnInvalid: dataset.journals.filter((j) => !issnValid(j.issn)).map((j) => `${j.name} ${j.issn}`),
    // 制造技术与机床 as “Chinese Journal of Mechanical Engineering”: one English name per journal, its own.
    journalEnglishNameShared: [...englishNames].filter(([, names]) => names.length > 1).map(([en]) => en),
    journalEnglishNameForeign: dataset.journals
      .filter((j) => {
        const flagship = flagshipEnglishNames[j.name];
        if (flagship) return j.nameEn !== flagship;
        const host = organ(j.hostOrganId);
        return j.name.includes('学报（') && !j.nameEn.startsWith(`Journal of ${host?.nameEn ?? host?.name ?? ''} (`);
      })
      .map((j) => `${j.name} ${j.nameEn}`),
    // 管理工程学报 in AHCI, IEEE and Nature; 中华内科杂志 CSSCI; 中国法学 CSCD and JCR Q1.
    journalTagsOutsideField: dataset.journals
      .filter((j) => j.indexTags.some((t) => !tagFitsField(t, j.disciplineId, j.indexTags)))
      .map((j) => `${j.name} ${j.indexTags.join(',')}`),
    // 上头医科大学 and firms co-authoring literary studies.
    authorOrganizationOutsideField: dataset.authors
      .filter((a) => {
        const o = organ(a.organId);
        return !o || !fieldsOfOrganization(o).includes(a.disciplineId);
      })
      .map((a) => `${a.name} ${organ(a.organId)?.name ?? ''} ${a.disciplineId}`),
  };
}

/** Whole-corpus classes: two records of one type with one title; one research object filed in two CLC classes. */
function corpusFaults(): Record<string, string[]> {
  const byTitle = new Map<string, LiteratureRecord[]>();
  for (const r of dataset.literature) {
    // A report's yearly editions share a title but for their years: the title keeps the year.
    const key = `${r.type}:${r.title}`;
    byTitle.set(key, [...(byTitle.get(key) ?? []), r]);
  }
  const clcs = new Map<string, Set<string>>();
  for (const r of dataset.literature) {
    if (r.language !== 'zh') continue;
    const key = `${r.disciplineId}:${r.keywords[0] ?? ''}`;
    clcs.set(key, (clcs.get(key) ?? new Set()).add(r.clc));
  }
  const fieldClass = new Map(disciplines.map((d) => [d.id, d.clc.charAt(0)]));
  return {
    // the same title twice on one results page (水稻术语, 一种用于深基坑的装置)
    sameTitleAndType: [...byTitle].filter(([, list]) => list.length > 1).map(([key]) => key),
    // CLC sub-classes drawn at random: one object, one class
    objectsInSeveralClcClasses: [...clcs]
      .filter(([, set]) => set.size > 1)
      .map(([key, set]) => `${key} ${[...set].join(',')}`),
    clcOutsideField: dataset.literature
      .filter((r) => {
        const letter = fieldClass.get(r.disciplineId);
        // Management files under C, F and D; every other field under its own class letter.
        return r.disciplineId === 'mgmt'
          ? !/^[CFD]/.test(r.clc)
          : !r.clc.startsWith(letter ?? '?') && !/^U2/.test(r.clc);
      })
      .map((r) => `${r.id} ${r.clc}`),
  };
}

describe('the corpus holds no two records of one type with one title, and files each object in one class', () => {
  it('finds none of either', () => {
    const found = corpusFaults();
    console.info('corpus-wide faults:', Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.length])));
    expect(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.slice(0, 5)]))).toEqual(
      Object.fromEntries(Object.keys(found).map((k) => [k, []])),
    );
  });
});

describe('the corpus’s entities agree with themselves (every journal, organisation and author)', () => {
  it('finds no journal, organisation or author that contradicts itself or its world', () => {
    const found = entityFaults();
    console.info('entity faults:', Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.length])));
    expect(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.slice(0, 5)]))).toEqual(
      Object.fromEntries(Object.keys(found).map((k) => [k, []])),
    );
  });
});

describe('the site’s notices are dated in their season', () => {
  it('dates a 春节 notice in the weeks before the festival (January or February)', () => {
    const festive = dataset.content.notices.filter((n) => n.title.includes('春节'));
    expect(festive.length).toBeGreaterThan(0);
    // a 春节 notice dated May
    expect(festive.filter((n) => !/^\d{4}-0[12]-/.test(n.publishDate)).map((n) => n.publishDate)).toEqual([]);
  });
});
