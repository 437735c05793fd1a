import { messages, type LiteratureTypeCode } from '@wenxian/domain';
import { fillParts, type Random } from './random';
import type { AuthorRecord, ConferenceRecord, JournalRecord, LiteratureRecord, OrganizationRecord } from './types';
import { abstractSentences, disciplines, funds, regions, titleTemplates, type Discipline } from './vocabulary';

/** How many records of each literature type the corpus holds (5,200 in all; journals dominate as in reality). */
export const literatureCounts: Readonly<Record<Exclude<LiteratureTypeCode, 0>, number>> = {
  1: 3000,
  2: 600,
  3: 400,
  4: 150,
  5: 350,
  6: 250,
  7: 150,
  8: 100,
  18: 120,
  51: 80,
};

const typePrefix: Readonly<Record<number, string>> = {
  1: 'QK',
  2: 'XW',
  3: 'HY',
  4: 'BG',
  5: 'ZL',
  6: 'BZ',
  7: 'CG',
  8: 'FG',
  18: 'BZZ',
  51: 'ZC',
};
const patentTypes = ['发明专利', '实用新型', '外观设计'] as const;
const standardTypes = ['国家标准', '行业标准', '地方标准', '团体标准'] as const;
const newspapers = ['人民日报', '光明日报', '经济日报', '科技日报', '中国教育报', '健康报', '中国环境报'] as const;
const authorities = [
  '国务院',
  '教育部',
  '科学技术部',
  '国家发展和改革委员会',
  '生态环境部',
  '国家卫生健康委员会',
  '全国人民代表大会常务委员会',
] as const;

export type LiteratureContext = {
  organizations: readonly OrganizationRecord[];
  authors: readonly AuthorRecord[];
  journals: readonly JournalRecord[];
  conferences: readonly ConferenceRecord[];
};

/** Years skew recent, as publication volume does. */
function pickYear(random: Random): number {
  return 2025 - Math.floor(Math.pow(random.next(), 1.8) * 26);
}

function slotsFor(random: Random, discipline: Discipline): Record<string, string> {
  const o = random.pick(discipline.objects);
  let o2 = random.pick(discipline.objects);
  if (o2 === o) o2 = discipline.objects[(discipline.objects.indexOf(o) + 1) % discipline.objects.length] ?? o;
  return { o, o2, m: random.pick(discipline.methods), a: random.pick(discipline.aspects), r: random.pick(regions) };
}

function composeAbstract(random: Random, slots: Record<string, string>): string[] {
  const s = abstractSentences;
  return [s.purpose, s.method, s.body, s.result, s.conclusion].flatMap((group) => fillParts(random.pick(group), slots));
}

/** Title pieces per literature type: patents, standards, regulations... are titled as such documents are. */
function titleFor(type: LiteratureTypeCode, random: Random, slots: Record<string, string>): string[] {
  const o = slots.o ?? '';
  switch (type) {
    case 5:
      return ['一种用于', o, '的', random.pick(['装置', '方法', '系统', '检测方法', '控制系统'])];
    case 6:
      return [o, random.pick(['技术规范', '通用要求', '试验方法', '评价指南', '术语'])];
    case 8:
      return [o, random.pick(['管理条例', '管理办法', '若干规定', '实施细则'])];
    case 51:
      return [
        '关于推进',
        o,
        random.pick(['高质量发展', '规范管理', '改革创新']),
        '的',
        random.pick(['指导意见', '实施方案', '通知']),
      ];
    case 18:
      return [slots.r ?? '', o, random.pick(['取得新进展', '迈出新步伐', '按下快进键', '观察'])];
    case 4:
      return [slots.r ?? '', o, random.pick(['发展报告', '年度报告', '调研报告', '蓝皮书']), `（${pickYear(random)}）`];
    case 7:
      return [o, slots.a ?? '', random.pick(['关键技术及应用', '研究与示范', '集成创新'])];
    default:
      return withoutRepeatedStudy(fillParts(random.pick(titleTemplates), slots));
  }
}

/** "行动研究" + "研究" would read 行动研究研究: a method that already ends in 研究 absorbs the template's. */
function withoutRepeatedStudy(parts: string[]): string[] {
  return parts
    .map((part, i) => (i > 0 && parts[i - 1]?.endsWith('研究') && part.startsWith('研究') ? part.slice(2) : part))
    .filter(Boolean);
}

/**
 * The literature corpus: every type of the code table, linked to authors, organisations, journals and
 * conferences of the same discipline, with references to older records (citations run forward in time).
 */
export function generateLiterature(random: Random, context: LiteratureContext): LiteratureRecord[] {
  const { organizations, authors, journals, conferences } = context;
  const organById = new Map(organizations.map((o) => [o.id, o]));
  const authorsByDiscipline = groupBy(authors, (a) => a.disciplineId);
  const journalsByDiscipline = groupBy(journals, (j) => j.disciplineId);

  const records: LiteratureRecord[] = [];
  for (const [typeKey, count] of Object.entries(literatureCounts)) {
    const type = Number(typeKey) as LiteratureTypeCode;
    for (let i = 0; i < count; i += 1) {
      const discipline = random.pick(disciplines);
      const slots = slotsFor(random, discipline);
      const year = pickYear(random);
      const pool = authorsByDiscipline.get(discipline.id) ?? authors;
      const chosenAuthors = type === 8 || type === 51 ? [] : random.sample(pool, type === 2 ? 1 : random.int(1, 5));
      const journal = type === 1 ? random.pick(journalsByDiscipline.get(discipline.id) ?? journals) : null;
      const conference = type === 3 ? random.pick(conferences) : null;
      const id = `${typePrefix[type] ?? 'WX'}${String(year)}${String(i + 1).padStart(5, '0')}`;
      const startPage = random.int(1, 180);
      const pageCount = type === 2 ? random.int(60, 180) : random.int(4, 16);
      const month = random.int(1, 12);
      const day = random.int(1, 28);
      const isStandard = type === 6;
      const titleParts = titleFor(type, random, slots).filter(Boolean);
      const abstractParts = composeAbstract(random, slots);
      records.push({
        id,
        type,
        title: titleParts.join(''),
        titleParts,
        titleEn: `Research on ${discipline.id.toUpperCase()} topic ${i + 1}`,
        abstract: abstractParts.join(''),
        abstractParts,
        keywords: [slots.o ?? '', slots.m ?? '', slots.a ?? '', ...(random.chance(0.5) ? [slots.o2 ?? ''] : [])],
        authors: chosenAuthors.map((a) => ({
          id: a.id,
          name: a.name,
          organId: a.organId,
          organName: organById.get(a.organId)?.name ?? '',
        })),
        disciplineId: discipline.id,
        subjectName: discipline.name,
        clc: `${discipline.clc}${random.int(1, 99)}`,
        subjectCode: `${discipline.subjectCode}.${random.int(10, 99)}`,
        year,
        publishDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        language: random.chance(0.08) ? 'en' : 'zh',
        fund: random.chance(0.55) ? random.pick(funds) : null,
        doi: type === 1 || type === 3 ? `10.${random.int(11000, 19999)}/j.issn.${id.toLowerCase()}` : '',
        isOA: random.chance(type === 1 ? 0.3 : 0.12),
        pages: `${startPage}-${startPage + pageCount - 1}`,
        pageCount,
        price: type === 2 ? 10 : type === 6 ? 20 : 3,
        downloadCount: Math.floor(Math.pow(random.next(), 3) * 5000),
        citedCount: 0,
        references: [],
        citedBy: [],
        journalId: journal?.id ?? null,
        journalName: journal?.name ?? null,
        volume: journal ? String(year - (journal.foundedYear ?? 1980) + 1) : null,
        issue: journal ? String(random.int(1, 12)) : null,
        conferenceId: conference?.id ?? null,
        thesisType: type === 2 ? (random.chance(0.3) ? '博士' : '硕士') : null,
        tutor: type === 2 ? `${random.faker.person.lastName()}${random.faker.person.firstName()}` : null,
        patentType: type === 5 ? random.pick(patentTypes) : null,
        applicationNo: type === 5 ? `CN${year}${random.int(10_000_000, 99_999_999)}.${random.int(0, 9)}` : null,
        publicationNo: type === 5 ? `CN${random.int(100_000_000, 119_999_999)}${random.pick(['A', 'B', 'U'])}` : null,
        standardNo: isStandard
          ? `${random.pick(['GB/T', 'GB', 'JB/T', 'HJ', 'T/CECS'])} ${random.int(1000, 45000)}-${year}`
          : null,
        standardType: isStandard ? random.pick(standardTypes) : null,
        standardStatus: isStandard
          ? year < 2012 && random.chance(0.6)
            ? messages.standardStatus.void
            : messages.standardStatus.current
          : null,
        source: type === 18 ? random.pick(newspapers) : type === 8 || type === 51 ? random.pick(authorities) : null,
        docNo: type === 8 || type === 51 ? `〔${year}〕${random.int(1, 80)}号` : null,
      });
    }
  }
  linkCitations(random, records);
  return records;
}

/** Each scholarly record cites 3–12 older records, mostly of its own discipline. */
function linkCitations(random: Random, records: LiteratureRecord[]): void {
  const byDiscipline = groupBy(records, (r) => r.disciplineId);
  for (const list of byDiscipline.values()) list.sort((a, b) => a.year - b.year);
  for (const record of records) {
    if (![1, 2, 3, 4].includes(record.type)) continue;
    const pool = byDiscipline.get(record.disciplineId) ?? [];
    // Binary search for the first record of the same year: everything before it is older.
    let lo = 0;
    let hi = pool.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((pool[mid]?.year ?? 0) < record.year) lo = mid + 1;
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
    for (const cited of chosen) {
      record.references.push(cited.id);
      cited.citedBy.push(record.id);
    }
  }
  for (const record of records) record.citedCount = record.citedBy.length;
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
