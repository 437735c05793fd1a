import type { Random } from './random';
import type { OrganizationRecord } from './types';
import { englishOrganizationName } from './organizationNamesEn';
import { cities, cityLabel, stableIndex, type City } from './places';
import { instituteNames, universitySuffixes } from './vocabulary';

const ORGANIZATION_COUNT = 200;

/** The national institutes sit in Beijing. */
const BEIJING = cities[0] as City;
/** Firms: a brand and an industry of a technical field (a firm co-authors engineering, not 宋词). */
const firmBrands = [
  '华信',
  '中科',
  '恒远',
  '博瑞',
  '天润',
  '海川',
  '瑞丰',
  '宏达',
  '联创',
  '金石',
  '新源',
  '泰和',
  '鼎盛',
  '启明',
];
const firmIndustries: readonly [string, string][] = [
  ['信息技术', 'cs'],
  ['智能科技', 'cs'],
  ['精密机械', 'mech'],
  ['智能装备', 'mech'],
  ['新材料', 'mat'],
  ['建设工程', 'civil'],
  ['环保科技', 'env'],
  ['农业科技', 'agri'],
  ['生物医药', 'med'],
];

/** The fields a university's kind covers (a 医科大学 medicine, a 师范大学 education and letters…). */
const universityFields: readonly [string, readonly string[]][] = [
  ['师范大学', ['edu', 'lit', 'law', 'mgmt']],
  ['医科大学', ['med']],
  ['农业大学', ['agri', 'env', 'econ', 'mgmt']],
  ['财经大学', ['econ', 'mgmt', 'law']],
  ['理工大学', ['cs', 'mech', 'mat', 'civil', 'env', 'mgmt']],
  ['科技大学', ['cs', 'mech', 'mat', 'civil', 'env', 'mgmt']],
  ['工业大学', ['cs', 'mech', 'mat', 'civil', 'env', 'mgmt']],
];
/** The fields of each national institute (instituteNames). */
const instituteFields: Readonly<Record<string, readonly string[]>> = {
  中国科学院自动化研究所: ['cs'],
  中国科学院地理科学与资源研究所: ['env', 'agri'],
  中国农业科学院作物科学研究所: ['agri'],
  中国社会科学院经济研究所: ['econ', 'mgmt', 'law'],
  中国医学科学院北京协和医院: ['med'],
  中国环境科学研究院: ['env'],
  中国建筑科学研究院: ['civil', 'mat'],
  国家信息中心: ['cs', 'econ', 'mgmt'],
};
const allFields = ['cs', 'med', 'edu', 'econ', 'env', 'mech', 'agri', 'law', 'mat', 'lit', 'civil', 'mgmt'];

/**
 * The disciplines an organisation works in, read from what its name says: a comprehensive 大学 all of them, a
 * 理工大学 the engineering fields, a hospital medicine, a firm its industry's field. Authors and journals are
 * placed only where their field is worked in.
 */
export function fieldsOfOrganization(org: Pick<OrganizationRecord, 'name' | 'kind'>): readonly string[] {
  if (org.kind === 'hospital') return ['med'];
  if (org.kind === 'institute') return instituteFields[org.name] ?? allFields;
  if (org.kind === 'company') return firmIndustries.filter(([word]) => org.name.includes(word)).map(([, id]) => id);
  return universityFields.find(([suffix]) => org.name.endsWith(suffix))?.[1] ?? allFields;
}

/**
 * 200 real organisations (virtual ones are added by addVirtualOrganizations): universities, hospitals and
 * firms named after a real city and placed in it, and the national institutes in Beijing. faker's invented
 * places (成徽市, 厦乡县) are still drawn, and mapped onto a real city (stableIndex), so the draws after them —
 * every author's name — stay where they were.
 */
export function generateOrganizations(random: Random): OrganizationRecord[] {
  const drawn = new Set<string>();
  const names = new Set<string>();
  const organizations: OrganizationRecord[] = [];
  /** `nameIn(city)` names the organisation after the first city, from the mapped one on, whose name is free. */
  const add = (key: string, kind: OrganizationRecord['kind'], nameIn: (city: City) => string, fixed?: City): void => {
    if (drawn.has(key)) return;
    drawn.add(key);
    // The two place draws of the former generator, kept so the draws after them do not move.
    random.faker.location.state();
    random.faker.location.city();
    const start = stableIndex(key, cities.length);
    let city = fixed ?? (cities[start] as City);
    for (let step = 0; !fixed && step < cities.length && names.has(nameIn(city)); step += 1)
      city = cities[(start + step + 1) % cities.length] as City;
    const name = nameIn(city);
    if (names.has(name)) return;
    names.add(name);
    const nameEn = englishOrganizationName({ name, kind, isVirtual: false });
    organizations.push({
      id: `O${String(organizations.length + 1).padStart(5, '0')}`,
      name,
      ...(nameEn ? { nameEn } : {}),
      kind,
      province: city.province,
      city: cityLabel(city),
      isVirtual: false,
      parentId: null,
      literatureCount: 0,
      citedCount: 0,
    });
  };
  for (const name of instituteNames) add(name, name.includes('医院') ? 'hospital' : 'institute', () => name, BEIJING);
  while (organizations.length < ORGANIZATION_COUNT) {
    const roll = random.next();
    const place = random.faker.location.city().replace(/市$/, '');
    if (roll < 0.7) {
      const suffix = random.pick(universitySuffixes);
      add(`${place}${suffix}`, 'university', (city) => `${city.name}${suffix}`);
    } else if (roll < 0.85) {
      const ordinal = random.pick(['一', '二', '三', '四', '五', '六']);
      add(`${place}市第${ordinal}人民医院`, 'hospital', (city) => `${city.name}市第${ordinal}人民医院`);
    } else {
      const key = random.faker.company.name();
      const brand = firmBrands[stableIndex(`${key}#brand`, firmBrands.length)] ?? '';
      const [industry] = firmIndustries[stableIndex(`${key}#industry`, firmIndustries.length)] ?? ['信息技术'];
      add(key, 'company', (city) => `${city.name}${brand}${industry}有限公司`);
    }
  }
  // The first institute has units of its own (its /unit page); virtual organisations come later
  // (addVirtualOrganizations), once the records exist, so they take no draw from the seed.
  for (const org of organizations.slice(20, 40)) org.parentId = organizations[0]?.id ?? null;
  return organizations;
}

/** How many virtual organisations (?v=jws) the corpus has, and how many members each groups. */
const VIRTUAL_ORGANIZATION_COUNT = 5;
const VIRTUAL_MEMBERS = 6;

/**
 * Virtual organisations (?v=jws): alliances of the universities of one province (the provinces with
 * the most universities), appended after the real ones. They have no authors of their own; their
 * members are their children, and their counts are the members' distinct records (dataset.ts).
 */
export function addVirtualOrganizations(organizations: OrganizationRecord[]): OrganizationRecord[] {
  const byProvince = new Map<string, OrganizationRecord[]>();
  for (const org of organizations) {
    if (org.kind !== 'university' || org.parentId) continue;
    byProvince.set(org.province, [...(byProvince.get(org.province) ?? []), org]);
  }
  const provinces = [...byProvince]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, VIRTUAL_ORGANIZATION_COUNT);
  const added: OrganizationRecord[] = [];
  for (const [province, members] of provinces) {
    const first = members[0];
    if (!first) continue;
    const name = `${province}高校联盟`;
    const nameEn = englishOrganizationName({ name, kind: 'university', isVirtual: true });
    const virtual: OrganizationRecord = {
      id: `O${String(organizations.length + 1).padStart(5, '0')}`,
      name,
      ...(nameEn ? { nameEn } : {}),
      kind: 'university',
      province,
      city: first.city,
      isVirtual: true,
      parentId: null,
      literatureCount: 0,
      citedCount: 0,
    };
    organizations.push(virtual);
    added.push(virtual);
    for (const member of members.slice(0, VIRTUAL_MEMBERS)) member.parentId = virtual.id;
  }
  return added;
}
