import type { Random } from './random';
import type { OrganizationRecord } from './types';
import { englishOrganizationName } from './organizationNamesEn';
import { instituteNames, universitySuffixes } from './vocabulary';

export const ORGANIZATION_COUNT = 200;

/** 200 real organisations (virtual ones are added by addVirtualOrganizations): universities named after faker's cities, the national institutes, hospitals, firms. */
export function generateOrganizations(random: Random): OrganizationRecord[] {
  const names = new Set<string>();
  const organizations: OrganizationRecord[] = [];
  const add = (name: string, kind: OrganizationRecord['kind']): void => {
    if (names.has(name)) return;
    names.add(name);
    const province = random.faker.location.state();
    const nameEn = englishOrganizationName({ name, kind, isVirtual: false });
    organizations.push({
      id: `O${String(organizations.length + 1).padStart(5, '0')}`,
      name,
      ...(nameEn ? { nameEn } : {}),
      kind,
      province,
      city: random.faker.location.city(),
      isVirtual: false,
      parentId: null,
      literatureCount: 0,
      citedCount: 0,
    });
  };
  for (const name of instituteNames) add(name, name.includes('医院') ? 'hospital' : 'institute');
  while (organizations.length < ORGANIZATION_COUNT) {
    const roll = random.next();
    const place = random.faker.location.city().replace(/市$/, '');
    if (roll < 0.7) add(`${place}${random.pick(universitySuffixes)}`, 'university');
    else if (roll < 0.85) add(`${place}市第${random.pick(['一', '二', '三', '四', '五', '六'])}人民医院`, 'hospital');
    else add(random.faker.company.name(), 'company');
  }
  // The first institute has units of its own (its /unit page); virtual organisations come later
  // (addVirtualOrganizations), once the records exist, so they take no draw from the seed.
  for (const org of organizations.slice(20, 40)) org.parentId = organizations[0]?.id ?? null;
  return organizations;
}

/** How many virtual organisations (?v=jws) the corpus has, and how many members each groups. */
export const VIRTUAL_ORGANIZATION_COUNT = 5;
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
