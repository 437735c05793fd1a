import type { Random } from './random';
import type { AuthorRecord, OrganizationRecord } from './types';
import { disciplines } from './vocabulary';

export const AUTHOR_COUNT = 1000;
const titles = ['教授', '副教授', '讲师', '研究员', '副研究员', '博士研究生', '硕士研究生', '主任医师'] as const;

/** 1,000 authors with faker zh_CN names, each tied to one organisation and one discipline. */
export function generateAuthors(random: Random, organizations: readonly OrganizationRecord[]): AuthorRecord[] {
  const authors: AuthorRecord[] = [];
  const academic = organizations.filter((o) => o.kind === 'university' || o.kind === 'institute');
  const hospitals = organizations.filter((o) => o.kind === 'hospital');
  const companies = organizations.filter((o) => o.kind === 'company');
  for (let i = 0; i < AUTHOR_COUNT; i += 1) {
    const discipline = random.pick(disciplines);
    // Researchers work mostly at universities and institutes; clinicians at hospitals; a few in industry.
    const roll = random.next();
    const pool = discipline.id === 'med' && roll < 0.6 ? hospitals : roll < 0.93 ? academic : companies;
    const organ = random.pick(pool.length > 0 ? pool : organizations);
    authors.push({
      id: `A${String(i + 1).padStart(6, '0')}`,
      name: `${random.faker.person.lastName()}${random.faker.person.firstName()}`,
      organId: organ.id,
      disciplineId: discipline.id,
      title: random.pick(titles),
      hIndex: 0,
      literatureIds: [],
      citedCount: 0,
    });
  }
  return authors;
}
