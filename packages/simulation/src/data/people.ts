import type { Random } from './random';
import type { AuthorRecord, OrganizationRecord } from './types';
import { fieldsOfOrganization } from './organizations';
import { disciplines } from './vocabulary';

const AUTHOR_COUNT = 1000;
const titles = ['教授', '副教授', '讲师', '研究员', '副研究员', '博士研究生', '硕士研究生', '主任医师'] as const;

/**
 * 1,000 authors with faker zh_CN names, each of one discipline and tied to one organisation that works in it
 * (fieldsOfOrganization): no 医科大学 among the authors of 宋词, no firm among the humanities. The pools only
 * narrow, so each author still takes the same draws.
 */
export function generateAuthors(random: Random, organizations: readonly OrganizationRecord[]): AuthorRecord[] {
  const authors: AuthorRecord[] = [];
  const fields = new Map(organizations.map((o) => [o, fieldsOfOrganization(o)]));
  const pools = new Map<string, OrganizationRecord[]>();
  const ofField = (kinds: readonly OrganizationRecord['kind'][], field: string): OrganizationRecord[] => {
    const key = `${kinds.join()}:${field}`;
    let pool = pools.get(key);
    if (!pool) {
      // A national institute is large: it weighs as much as six universities among its field's employers.
      pool = organizations
        .filter((o) => kinds.includes(o.kind) && (fields.get(o) ?? []).includes(field))
        .flatMap((o) => (o.kind === 'institute' ? Array<OrganizationRecord>(6).fill(o) : [o]));
      pools.set(key, pool);
    }
    return pool;
  };
  for (let i = 0; i < AUTHOR_COUNT; i += 1) {
    const discipline = random.pick(disciplines);
    // Researchers work mostly at universities and institutes; clinicians at hospitals; a few in industry.
    const roll = random.next();
    const academic = ofField(['university', 'institute'], discipline.id);
    const kinds: OrganizationRecord['kind'][] =
      discipline.id === 'med' && roll < 0.6 ? ['hospital'] : roll < 0.93 ? ['university', 'institute'] : ['company'];
    const pool = ofField(kinds, discipline.id);
    const organ = random.pick(pool.length > 0 ? pool : academic);
    // A clinician is 主任医师 only in medicine; elsewhere the title draw reads as an academic one.
    const drawnTitle = random.pick(titles);
    const title = drawnTitle === '主任医师' && discipline.id !== 'med' ? '研究员' : drawnTitle;
    authors.push({
      id: `A${String(i + 1).padStart(6, '0')}`,
      name: `${random.faker.person.lastName()}${random.faker.person.firstName()}`,
      organId: organ.id,
      disciplineId: discipline.id,
      title,
      hIndex: 0,
      literatureIds: [],
      citedCount: 0,
    });
  }
  return authors;
}
