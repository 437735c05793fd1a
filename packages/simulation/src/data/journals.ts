import { journalFacetTags, journalIndexFilterTags } from '@wenxian/domain';
import type { Random } from './random';
import type { JournalRecord, OrganizationRecord } from './types';
import { disciplines, type Discipline } from './vocabulary';

export const JOURNAL_COUNT = 320;

/**
 * The index tags a journal can carry: the domain's catalogue (doc 001 §3), split into the Chinese core
 * lists (drawn often for prestigious titles) and the international ones (drawn rarely).
 */
const chineseFilterTags: readonly string[] = ['BDHX', 'CSCD', 'CSSCI'];
const internationalTags = journalIndexFilterTags.filter((t) => !chineseFilterTags.includes(t));
const chineseCoreTags = journalFacetTags.filter((t) => !(internationalTags as readonly string[]).includes(t));
/** A university journal's edition says its field: a 医学版 carries medicine, a 哲学社会科学版 the humanities. */
const editionsOf: Readonly<Record<string, readonly string[]>> = {
  med: ['（医学版）'],
  cs: ['（工学版）', '（自然科学版）'],
  mech: ['（工学版）', '（自然科学版）'],
  mat: ['（工学版）', '（自然科学版）'],
  civil: ['（工学版）', '（自然科学版）'],
  env: ['（自然科学版）'],
  agri: ['（自然科学版）'],
  edu: ['（哲学社会科学版）', '（社会科学版）'],
  econ: ['（哲学社会科学版）', '（社会科学版）'],
  law: ['（哲学社会科学版）', '（社会科学版）'],
  lit: ['（哲学社会科学版）', '（社会科学版）'],
  mgmt: ['（哲学社会科学版）', '（社会科学版）'],
};
/** The fields a university's journal may cover, by the kind of university its name says. */
const fieldsBySuffix: readonly [string, readonly string[]][] = [
  ['师范大学', ['edu', 'lit']],
  ['医科大学', ['med']],
  ['农业大学', ['agri', 'env']],
  ['财经大学', ['econ', 'mgmt', 'law']],
  ['理工大学', ['cs', 'mech', 'mat', 'civil', 'env']],
  ['科技大学', ['cs', 'mech', 'mat', 'civil', 'env']],
  ['工业大学', ['cs', 'mech', 'mat', 'civil', 'env']],
];
function fieldsOfUniversity(name: string): readonly Discipline[] {
  const ids = fieldsBySuffix.find(([suffix]) => name.endsWith(suffix))?.[1];
  return ids ? disciplines.filter((d) => ids.includes(d.id)) : disciplines;
}
const englishPrefixes = ['Journal of', 'Acta', 'Chinese Journal of', 'Advances in', 'Review of'] as const;
const englishDisciplines: Readonly<Record<string, string>> = {
  cs: 'Computer Science',
  med: 'Clinical Medicine',
  edu: 'Education',
  econ: 'Economics',
  env: 'Environmental Science',
  mech: 'Mechanical Engineering',
  agri: 'Agricultural Sciences',
  law: 'Law',
  mat: 'Materials Science',
  lit: 'Chinese Literature',
  civil: 'Civil Engineering',
  mgmt: 'Management',
};
const frequencies = ['月刊', '双月刊', '半月刊', '季刊', '旬刊'] as const;
const columnNames = [
  '研究论文',
  '综述',
  '专题研究',
  '学术争鸣',
  '应用研究',
  '研究简报',
  '前沿动态',
  '实验研究',
] as const;

/**
 * The edition, period or grade of each tag that has one (doc 001 §3: 北大核心 by edition year, CSCD
 * core/extended by period, CSSCI by period, JCR quartile, 中科院分区 zone, RCCSE grade). Derived from
 * the journal's number, not drawn from the seed, so adding them changed no other record.
 */
function tagEditionsOf(tags: readonly string[], n: number): Record<string, string> {
  const all: Record<string, string> = {
    BDHX: String([2023, 2020, 2017][n % 3]),
    CSCD: n % 4 === 0 ? '扩展库2025-2026' : '2025-2026',
    CSSCI: '2023-2024',
    JCR: `Q${1 + (n % 4)}`,
    ZKYM: String(1 + ((n + 1) % 4)),
    RCCSE: n % 2 === 0 ? 'authority' : 'core',
  };
  return Object.fromEntries(tags.filter((t) => t in all).map((t) => [t, all[t] ?? '']));
}

/**
 * ≥300 journals: the discipline's flagship titles first (richly indexed), then university journals
 * ("…学报（…版）") and regional titles, which carry fewer tags as real ones do.
 */
export function generateJournals(random: Random, organizations: readonly OrganizationRecord[]): JournalRecord[] {
  const journals: JournalRecord[] = [];
  const seen = new Set<string>();
  const add = (name: string, disciplineId: string, hostOrganId: string, prestige: number): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const n = journals.length + 1;
    const tags = new Set<string>();
    for (const tag of chineseCoreTags) if (random.chance(prestige * 0.7)) tags.add(tag);
    for (const tag of internationalTags) if (random.chance(prestige * 0.15)) tags.add(tag);
    journals.push({
      id: `J${String(n).padStart(5, '0')}`,
      name,
      nameEn: `${random.pick(englishPrefixes)} ${englishDisciplines[disciplineId] ?? 'Science'}`,
      issn: `${1000 + ((n * 37) % 9000)}-${String((n * 7919) % 10000).padStart(4, '0')}`,
      cn: `${random.int(11, 65)}-${String(1000 + n).padStart(4, '0')}/${random.pick(['N', 'C', 'G', 'R', 'T', 'F', 'S', 'X', 'D'])}`,
      disciplineId,
      hostOrganId,
      frequency: random.pick(frequencies),
      foundedYear: random.int(1950, 2015),
      indexTags: [...tags],
      indexTagEditions: tagEditionsOf([...tags], n),
      impactFactor: Math.round((0.2 + random.next() * prestige * 6) * 1000) / 1000,
      compositeImpactFactor: Math.round((0.1 + random.next() * prestige * 4) * 1000) / 1000,
      isOA: random.chance(0.25),
      netFirst: random.chance(0.4),
      extraAppStatus: random.chance(0.2) ? 1 : 0,
      literatureIds: [],
      columns: random.sample(columnNames, 4),
      coverUrl: `/vip-web/cover/J${String(n).padStart(5, '0')}.jpg`,
    });
  };
  for (const discipline of disciplines) {
    for (const stem of discipline.journalStems) add(stem, discipline.id, random.pick(organizations).id, 0.9);
  }
  const universities = organizations.filter((o) => o.kind === 'university');
  for (const university of universities) {
    if (journals.length >= JOURNAL_COUNT) break;
    // Two draws as before: the edition's draw now picks the field, the field's draw its edition.
    const field = random.pick(fieldsOfUniversity(university.name));
    add(
      `${university.name}学报${random.pick(editionsOf[field.id] ?? ['（自然科学版）'])}`,
      field.id,
      university.id,
      0.35,
    );
  }
  while (journals.length < JOURNAL_COUNT) {
    const discipline = random.pick(disciplines);
    const place = random.faker.location.state();
    add(
      `${place.replace(/(省|市|自治区|壮族|回族|维吾尔)+$/, '')}${discipline.shortName}${random.pick(['', '科学', '研究', '论坛', '通讯', '前沿'])}`,
      discipline.id,
      random.pick(organizations).id,
      0.15,
    );
  }
  return journals;
}
