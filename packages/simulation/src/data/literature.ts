import { messages, type LiteratureTypeCode } from '@wenxian/domain';
import {
  clcClassesOfField,
  addDays,
  documentNumber,
  fundedTypes,
  issuerOf,
  issuesPerYear,
  literatureCounts,
  newspapersByField,
  patentFacts,
  typePrefix,
} from './literatureTables';
import { ipcOf, patentSlots } from './documentTypes/patentVocabulary';
import { typeWords } from './documentTypes/typeWords';
import { stableIndex } from './places';
import { composeAbstract, englishOf, pickYear, slotsFor, titleFor, withoutRepeatedWords } from './literatureText';
import { createDraws, type Random } from './random';

/** The seed of the citation stream (a constant: the corpus is built from SIMULATION_SEED alone). */
const CITATION_SEED = 7_714;
import { standardDisciplineIds, standardFacts } from './standards';
import type { AuthorRecord, ConferenceRecord, JournalRecord, LiteratureRecord, OrganizationRecord } from './types';
import { disciplines, funds, type Discipline } from './vocabulary';

export type LiteratureContext = {
  organizations: readonly OrganizationRecord[];
  authors: readonly AuthorRecord[];
  journals: readonly JournalRecord[];
  conferences: readonly ConferenceRecord[];
};

/**
 * Which fields a type's documents come from: patents, standards and scientific and technological achievements
 * (科技成果: key technologies and their applications) from the technical fields (standards.ts names their bodies),
 * regulations and policy documents from the fields the state regulates by them.
 */
const technicalDisciplines = disciplines.filter((d) => standardDisciplineIds.includes(d.id));
const policyDisciplines = disciplines.filter((d) => ['edu', 'econ', 'env', 'law', 'mgmt', 'agri'].includes(d.id));
function disciplinesFor(type: LiteratureTypeCode): readonly Discipline[] {
  if (type === 5 || type === 6 || type === 7) return technicalDisciplines;
  if (type === 8 || type === 51) return policyDisciplines;
  return disciplines;
}

/** The conference of a field and year (every field meets every year; see scholarly.ts). */
function conferenceIndex(conferences: readonly ConferenceRecord[]): Map<string, ConferenceRecord> {
  return new Map(conferences.map((c) => [`${c.disciplineId}:${c.startDate.slice(0, 4)}`, c]));
}

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The literature corpus: every type of the code table, linked to authors, organisations, journals and
 * conferences of the same discipline, with references to older records (citations run forward in time).
 * Every record makes the same draws in the same order whatever its type's details (a standard's kind, a
 * journal's frequency), so a record's id and year, which stories and tests name, do not move when one
 * type's details change.
 */
export function generateLiterature(random: Random, context: LiteratureContext): LiteratureRecord[] {
  const { organizations, authors, journals, conferences } = context;
  const organById = new Map(organizations.map((o) => [o.id, o]));
  const authorsByDiscipline = groupBy(authors, (a) => a.disciplineId);
  const journalsByDiscipline = groupBy(journals, (j) => j.disciplineId);
  const conferenceOf = conferenceIndex(conferences);

  const records: LiteratureRecord[] = [];
  const drawnYearOf: number[] = [];
  const titles = new Set<string>();
  for (const [typeKey, count] of Object.entries(literatureCounts)) {
    const type = Number(typeKey) as LiteratureTypeCode;
    for (let i = 0; i < count; i += 1) {
      const discipline = random.pick(disciplinesFor(type));
      const drawnSlots = slotsFor(random, discipline);
      // Patents and achievements claim a function by a technique (patentVocabulary.ts), not a research aspect.
      const slots = type === 5 || type === 7 ? patentSlots(discipline, drawnSlots) : drawnSlots;
      // The id carries the drawn year (pickYear), so a record's id does not depend on how years are spread.
      const { drawn: idYear, year } = pickYear(random);
      const pool = authorsByDiscipline.get(discipline.id) ?? authors;
      const drawnAuthors = type === 8 || type === 51 ? [] : random.sample(pool, type === 2 ? 1 : random.int(1, 5));
      // Standards are authored by their drafting bodies (their authors are still drawn, to keep the draws).
      const chosenAuthors = type === 6 ? [] : drawnAuthors;
      // A journal that existed in the record's year (its volume counts from its founding).
      const fieldJournals = journalsByDiscipline.get(discipline.id) ?? journals;
      const openJournals = fieldJournals.filter((j) => j.foundedYear <= year);
      const journal = type === 1 ? random.pick(openJournals.length > 0 ? openJournals : fieldJournals) : null;
      const conference = type === 3 ? (conferenceOf.get(`${discipline.id}:${year}`) ?? null) : null;
      // The conference's day on which the paper was presented (a three-day meeting).
      const conferenceDay = type === 3 ? Math.floor(random.next() * 3) : 0;
      const id = `${typePrefix[type] ?? 'WX'}${String(idYear)}${String(i + 1).padStart(5, '0')}`;
      const startPage = random.int(1, 180);
      const pageCount = type === 2 ? random.int(60, 180) : random.int(4, 16);
      const drawnMonth = random.int(1, 12);
      const day = random.int(1, 28);
      const isStandard = type === 6;
      const title = titleFor(type, random, slots, { year, disciplineId: discipline.id }, (t) =>
        titles.has(`${type}:${t}`),
      );
      const titleParts = withoutRepeatedWords(title.parts.filter(Boolean));
      titles.add(`${type}:${titleParts.join('')}`);
      // A 方法 or 系统 is patentable only as an invention (发明专利): a utility model (实用新型) protects a
      // product's shape or structure (专利法 §2), so only a 装置 may be one, by the record's id, not a draw. No
      // design (外观设计): it protects a product's look, which no title here names.
      const methodPatent = type === 5 && title.word.endsWith('方法');
      const inventionOnly = methodPatent || title.word.endsWith('系统');
      const patentType = type === 5 ? (inventionOnly || stableIndex(id, 2) === 0 ? '发明专利' : '实用新型') : null;
      const abstract = composeAbstract(
        random,
        slots,
        type,
        typeWords(type, title, titleParts.join(''), patentType, year, discipline.id, slots.o ?? ''),
      );
      const keywords = [slots.o ?? '', slots.m ?? '', slots.a ?? '', ...(random.chance(0.5) ? [slots.o2 ?? ''] : [])];
      random.int(1, 99); // the former CLC's draw: an object is now always filed in its own class
      const clcClasses = clcClassesOfField[discipline.id] ?? [discipline.clc];
      const objectIndex = Math.max(0, discipline.objects.indexOf(slots.o ?? ''));
      const clc = clcClasses[objectIndex % clcClasses.length] ?? discipline.clc;
      const subjectCode = `${discipline.subjectCode}.${random.int(10, 99)}`;
      // Journal and conference papers may be written in English; theses, patents, standards... are Chinese here.
      const language = random.chance(0.08) && (type === 1 || type === 3) ? 'en' : 'zh';
      const fundDrawn = random.chance(0.55) ? random.pick(funds) : null;
      const fund = fundedTypes.has(type) ? fundDrawn : null;
      const doi = type === 1 || type === 3 ? `10.${random.int(11000, 19999)}/j.issn.${id.toLowerCase()}` : '';
      const isOA = random.chance(type === 1 ? 0.3 : 0.12);
      const downloadCount = Math.floor(Math.pow(random.next(), 3) * 5000);
      const perYear = journal ? (issuesPerYear[journal.frequency] ?? 12) : 12;
      const issue = journal ? random.int(1, perYear) : null;
      const thesisType = type === 2 ? (random.chance(0.3) ? '博士' : '硕士') : null;
      const tutor = type === 2 ? `${random.faker.person.lastName()}${random.faker.person.firstName()}` : null;
      // The former patent draws (kind, application number and check digit, publication number and letter).
      if (type === 5) random.next();
      const applicationSerial = type === 5 ? random.int(10_000_000, 99_999_999) : 0;
      if (type === 5) random.int(0, 9);
      const publicationSerial = type === 5 ? random.int(100_000_000, 119_999_999) : 0;
      const grantDraw = type === 5 ? random.next() : 0;
      const standard = isStandard ? standardFacts(random, discipline.id, year) : null;
      // A standard of before 2012 may be void (a drawn year's draw, so the draws stay those of the ids).
      const voidDraw = isStandard && idYear < 2012 ? random.next() : 1;
      const standardStatus = isStandard
        ? year < 2012 && voidDraw < 0.6
          ? messages.standardStatus.void
          : messages.standardStatus.current
        : null;
      const source =
        type === 18
          ? random.pick(newspapersByField[discipline.id] ?? ['人民日报'])
          : type === 8 || type === 51
            ? issuerOf(type, discipline.id, title.word, random.next())
            : null;
      const docNo = type === 8 || type === 51 ? documentNumber(type, source ?? '', year, random.int(1, 80)) : null;
      // An issue appears in its part of the year; a paper is published on its day of the conference.
      const month = issue !== null ? Math.ceil((issue * 12) / perYear) : drawnMonth;
      const publishDate = conference ? addDays(conference.startDate, conferenceDay) : isoDay(year, month, day);
      const patent =
        patentType !== null
          ? patentFacts(patentType, publishDate, applicationSerial, publicationSerial, grantDraw)
          : null;
      // Keywords stand alone, without the article a sentence needs ("the Civil Code" → "Civil Code").
      const keywordsEn = keywords.map((k) => englishOf(k).replace(/^(a|an|the) /, ''));
      const english = language === 'en';
      drawnYearOf.push(idYear);
      records.push({
        id,
        type,
        title: english ? title.en : titleParts.join(''),
        titleParts: english ? [title.en] : titleParts,
        titleEn: title.en,
        abstract: english ? abstract.en : abstract.parts.join(''),
        abstractParts: english ? [abstract.en] : abstract.parts,
        keywords: english ? keywordsEn : keywords,
        abstractEn: abstract.en,
        keywordsEn,
        authors: chosenAuthors.map((a) => ({
          id: a.id,
          name: a.name,
          organId: a.organId,
          organName: organById.get(a.organId)?.name ?? '',
        })),
        disciplineId: discipline.id,
        subjectName: discipline.name,
        clc,
        subjectCode,
        year,
        publishDate,
        language,
        fund,
        doi,
        isOA,
        pages: `${startPage}-${startPage + pageCount - 1}`,
        pageCount,
        price: type === 2 ? 10 : type === 6 ? 20 : 3,
        downloadCount,
        citedCount: 0,
        references: [],
        citedBy: [],
        journalId: journal?.id ?? null,
        journalName: journal?.name ?? null,
        volume: journal ? String(year - journal.foundedYear + 1) : null,
        issue: issue !== null ? String(issue) : null,
        conferenceId: conference?.id ?? null,
        conferenceName: conference?.name ?? null,
        thesisType,
        tutor,
        patentType,
        applicationNo: patent?.applicationNo ?? null,
        applicationDate: patent?.applicationDate ?? null,
        publicationNo: patent?.publicationNo ?? null,
        ipc: type === 5 ? ipcOf(discipline, slots.o ?? '') : null,
        standardNo: standard?.number ?? null,
        standardType: standard?.kind ?? null,
        standardStatus,
        publisher: standard?.publisher ?? null,
        publisherPlace: standard?.publisherPlace ?? null,
        source: standard?.draftedBy ?? source,
        docNo,
      });
    }
  }
  // The main stream makes the citation draws of the drawn years, so what is generated after the corpus (the
  // site's content) keeps its draws; the citations themselves are drawn from their own stream by publication year.
  const drawnYears = new Map(records.map((r, i) => [r.id, drawnYearOf[i] ?? r.year]));
  linkCitations(random, records, (r) => drawnYears.get(r.id) ?? r.year, false);
  linkCitations(createDraws(CITATION_SEED), records, (r) => r.year, true);
  return records;
}

/** Each scholarly record cites 3–12 older records (by `yearOf`), mostly of its own discipline; `link` keeps them. */
function linkCitations(
  random: Pick<Random, 'int' | 'next'>,
  records: LiteratureRecord[],
  yearOf: (record: LiteratureRecord) => number,
  link: boolean,
): void {
  const byDiscipline = groupBy(records, (r) => r.disciplineId);
  for (const list of byDiscipline.values()) list.sort((a, b) => yearOf(a) - yearOf(b));
  for (const record of records) {
    if (![1, 2, 3, 4].includes(record.type)) continue;
    const pool = byDiscipline.get(record.disciplineId) ?? [];
    const year = yearOf(record);
    // Binary search for the first record of the same year: everything before it is older.
    let lo = 0;
    let hi = pool.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (yearOf(pool[mid] as LiteratureRecord) < year) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) continue;
    const wanted = random.int(3, 12);
    const chosen = new Set<LiteratureRecord>();
    for (let tries = 0; chosen.size < wanted && tries < wanted * 2; tries += 1) {
      // Favour recent older work: sample from the top of the older range.
      const index = lo - 1 - Math.floor(Math.pow(random.next(), 2) * lo);
      const cited = pool[index];
      if (cited) chosen.add(cited);
    }
    if (!link) continue;
    for (const cited of chosen) {
      record.references.push(cited.id);
      cited.citedBy.push(record.id);
    }
  }
  if (link) for (const record of records) record.citedCount = record.citedBy.length;
}

/** Items by key, in input order (push, not copy: the corpus is built within a time budget). */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
