import { journalFacetTags, journalIndexFilterTags } from '@wenxian/domain';
import type { Random } from './random';
import type { JournalRecord, OrganizationRecord } from './types';
import { fieldsOfOrganization } from './organizations';
import { provinceByName } from './places';
import { disciplines, type Discipline } from './vocabulary';
import { editionsEn, englishDisciplines, flagshipEnglishNames, regionalSuffixes } from './journalNamesEn';

const JOURNAL_COUNT = 320;

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
/** The fields a university's journal may cover: those its university works in (fieldsOfOrganization). */
function fieldsOfUniversity(university: OrganizationRecord): readonly Discipline[] {
  const ids = fieldsOfOrganization(university);
  return disciplines.filter((d) => ids.includes(d.id));
}
/**
 * The CN serial's class: the CLC class of the journal's field (CN 11-1826/TP for a computing journal, /R for a
 * medical one), as GB/T 9999 assigns it.
 */
export const cnClassOf: Readonly<Record<string, string>> = {
  cs: 'TP',
  med: 'R',
  edu: 'G4',
  econ: 'F',
  env: 'X',
  mech: 'TH',
  agri: 'S',
  law: 'D',
  mat: 'TB',
  lit: 'I',
  civil: 'TU',
  mgmt: 'C',
};

/**
 * The ISSN of the n-th journal founded in a year: a serial of the ranges ISSN China assigns (1000–1009 to the
 * journals registered first, 1671–1674 from the 1990s, 2095–2096 from the 2010s), unique by n.
 */
function chineseIssnOf(n: number, foundedYear: number): string {
  const prefixes =
    foundedYear < 1990
      ? [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009]
      : foundedYear < 2010
        ? [1671, 1672, 1673, 1674]
        : [2095, 2096];
  return issnOf((prefixes[n % prefixes.length] ?? 1000) * 1000 + ((n * 379) % 1000));
}

/** An ISSN with its check digit (ISO 3297: weights 8…2, modulo 11, 10 written X). */
function issnOf(serial: number): string {
  const digits = String(serial % 10_000_000).padStart(7, '0');
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${digits.slice(0, 4)}-${digits.slice(4)}${check === 10 ? 'X' : String(check)}`;
}

const sciences = ['cs', 'med', 'env', 'mech', 'agri', 'mat', 'civil'];
const engineering = ['cs', 'mech', 'mat', 'civil', 'env', 'agri'];
const socialSciences = ['edu', 'econ', 'law', 'mgmt', 'lit'];
/**
 * The fields each index list covers: CSCD and CSTPCD the sciences, CSSCI and AMI the social sciences and
 * humanities, SCIE the sciences, SSCI the social sciences, A&HCI the arts and humanities, EI engineering, IEEE
 * computing, PubMed medicine, CA chemistry-near fields. JCR and 中科院分区 rank journals of SCIE or SSCI only.
 */
const tagFields: Readonly<Record<string, readonly string[]>> = {
  CSCD: sciences,
  CSTPCD: sciences,
  EAPJ: sciences,
  CSSCI: socialSciences,
  AMI: socialSciences,
  SCIE: sciences,
  SSCI: ['edu', 'econ', 'law', 'mgmt'],
  AHCI: ['lit'],
  EI: engineering,
  IEEE: ['cs'],
  PUBMED: ['med'],
  CA: ['mat', 'env', 'agri', 'med'],
  NATURE: ['env', 'agri', 'med', 'mat'],
};
/** Whether a journal of `field` may carry `tag` among `tags`. */
export function tagFitsField(tag: string, field: string, tags: readonly string[]): boolean {
  if (tag === 'JCR' || tag === 'ZKYM') return tags.includes('SCIE') || tags.includes('SSCI');
  return tagFields[tag]?.includes(field) ?? true;
}

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
 * ("…学报（…版）") and regional titles, which carry fewer tags as real ones do. Each is one entity: hosted by an
 * organisation working in its field (never a firm), numbered CN <host's province>-<serial>/<field's class>, with
 * its own English name and only the index lists that cover its field. The draws are those of the former
 * generator, so the records drawn after the journals stay where they were.
 */
export function generateJournals(random: Random, organizations: readonly OrganizationRecord[]): JournalRecord[] {
  const journals: JournalRecord[] = [];
  // `seen` holds the names the former generator drew (so the loop below runs as often as it did), `names`
  // the names given.
  const seen = new Set<string>();
  const names = new Set<string>();
  const hostsOf = (field: string): OrganizationRecord[] =>
    organizations.filter(
      (o) =>
        (o.kind === 'university' || o.kind === 'institute' || (o.kind === 'hospital' && field === 'med')) &&
        fieldsOfOrganization(o).includes(field),
    );
  const hostsByField = new Map(disciplines.map((d) => [d.id, hostsOf(d.id)]));
  const add = (
    key: string,
    name: string,
    nameEn: string,
    disciplineId: string,
    host: OrganizationRecord,
    prestige: number,
  ): void => {
    if (seen.has(key) || names.has(name)) return;
    seen.add(key);
    names.add(name);
    const n = journals.length + 1;
    const drawn: string[] = [];
    for (const tag of chineseCoreTags) if (random.chance(prestige * 0.7)) drawn.push(tag);
    for (const tag of internationalTags) if (random.chance(prestige * 0.15)) drawn.push(tag);
    const fitting = drawn.filter((t) => t !== 'JCR' && t !== 'ZKYM' && tagFitsField(t, disciplineId, drawn));
    // A flagship title is in both Chinese core lists of its field: 北大核心 and CSCD (sciences) or CSSCI.
    if (prestige >= 0.9)
      for (const core of ['BDHX', tagFitsField('CSCD', disciplineId, []) ? 'CSCD' : 'CSSCI'])
        if (!drawn.includes(core)) drawn.push(core);
    const order = journalFacetTags as readonly string[];
    const tags = drawn
      .filter((t) => tagFitsField(t, disciplineId, fitting))
      .sort((a, b) => order.indexOf(a) - order.indexOf(b));
    random.next(); // the former English name's draw
    random.int(11, 65); // the former CN's province and class draws
    random.next();
    const provinceCode = provinceByName.get(host.province)?.code ?? '11';
    // A university journal (学报) appears monthly at most often: a drawn 旬刊 or 半月刊 is a 双月刊.
    const drawnFrequency = random.pick(frequencies);
    const frequency =
      name.includes('大学学报') && (drawnFrequency === '旬刊' || drawnFrequency === '半月刊')
        ? '双月刊'
        : drawnFrequency;
    const foundedYear = random.int(1950, 2015);
    journals.push({
      id: `J${String(n).padStart(5, '0')}`,
      name,
      nameEn,
      issn: chineseIssnOf(n, foundedYear),
      cn: `${provinceCode}-${String(1000 + n).padStart(4, '0')}/${cnClassOf[disciplineId] ?? 'N'}`,
      disciplineId,
      hostOrganId: host.id,
      frequency,
      foundedYear,
      indexTags: tags,
      indexTagEditions: tagEditionsOf(tags, n),
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
    const hosts = hostsByField.get(discipline.id) ?? [];
    for (const stem of discipline.journalStems) {
      const host = random.pick(hosts.length > 0 ? hosts : organizations);
      add(
        stem,
        stem,
        flagshipEnglishNames[stem] ?? `Journal of ${englishDisciplines[discipline.id] ?? 'Science'}`,
        discipline.id,
        host,
        0.9,
      );
    }
  }
  const universities = organizations.filter((o) => o.kind === 'university');
  for (const university of universities) {
    if (journals.length >= JOURNAL_COUNT) break;
    // Two draws as before: the edition's draw now picks the field, the field's draw its edition.
    const field = random.pick(fieldsOfUniversity(university));
    const edition = random.pick(editionsOf[field.id] ?? ['（自然科学版）']);
    const english = university.nameEn ?? university.name;
    const name = `${university.name}学报${edition}`;
    add(name, name, `Journal of ${english} (${editionsEn[edition] ?? 'Natural Science'})`, field.id, university, 0.35);
  }
  while (journals.length < JOURNAL_COUNT) {
    const discipline = random.pick(disciplines);
    // The former title's place and word: the key the former generator deduplicated on. The title now names
    // its host's province, with the first word, from the drawn one on, that no other title has.
    const formerPlace = random.faker.location.state();
    const drawnSuffix = random.int(0, regionalSuffixes.length - 1);
    const key = `${formerPlace}${discipline.shortName}${regionalSuffixes[drawnSuffix]?.[0] ?? ''}`;
    const hosts = hostsByField.get(discipline.id) ?? [];
    const host = random.pick(hosts.length > 0 ? hosts : organizations);
    const province = provinceByName.get(host.province);
    const place = host.province.replace(/(省|市|自治区|壮族|回族|维吾尔)+$/, '');
    const free = regionalSuffixes
      .map((_, i) => regionalSuffixes[(drawnSuffix + i) % regionalSuffixes.length] ?? ['', ''])
      .find(([suffix]) => !names.has(`${place}${discipline.shortName}${suffix}`));
    if (!free || seen.has(key)) {
      seen.add(key);
      continue;
    }
    const [suffix, suffixEn] = free;
    add(
      key,
      `${place}${discipline.shortName}${suffix}`,
      [province?.pinyin ?? place, englishDisciplines[discipline.id] ?? 'Science', suffixEn].filter(Boolean).join(' '),
      discipline.id,
      host,
      0.15,
    );
  }
  return journals;
}
