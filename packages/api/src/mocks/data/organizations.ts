import type { Random } from './random';
import type { OrganizationRecord } from './types';
import { instituteNames, universitySuffixes } from './vocabulary';

export const ORGANIZATION_COUNT = 200;

/** 200 organisations: universities named after faker's cities, the national institutes, hospitals, firms. */
export function generateOrganizations(random: Random): OrganizationRecord[] {
  const names = new Set<string>();
  const organizations: OrganizationRecord[] = [];
  const add = (name: string, kind: OrganizationRecord['kind']): void => {
    if (names.has(name)) return;
    names.add(name);
    const province = random.faker.location.state();
    organizations.push({
      id: `O${String(organizations.length + 1).padStart(5, '0')}`,
      name,
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
  // A few virtual organisations (?v=jws) that group real ones.
  for (const org of organizations.slice(-5)) org.isVirtual = true;
  for (const org of organizations.slice(20, 40)) org.parentId = organizations[0]?.id ?? null;
  return organizations;
}
