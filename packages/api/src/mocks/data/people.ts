import type { Random } from './random';
import type { AuthorRecord, OrganizationRecord } from './types';
import { disciplines } from './vocabulary';

export const AUTHOR_COUNT = 1000;
const titles = ['教授', '副教授', '讲师', '研究员', '副研究员', '博士研究生', '硕士研究生', '主任医师'] as const;

/** 1,000 authors with faker zh_CN names, each tied to one organisation and one discipline. */
export function generateAuthors(random: Random, organizations: readonly OrganizationRecord[]): AuthorRecord[] {
  const authors: AuthorRecord[] = [];
  for (let i = 0; i < AUTHOR_COUNT; i += 1) {
    const organ = random.pick(organizations);
    authors.push({
      id: `A${String(i + 1).padStart(6, '0')}`,
      name: `${random.faker.person.lastName()}${random.faker.person.firstName()}`,
      organId: organ.id,
      disciplineId: random.pick(disciplines).id,
      title: random.pick(titles),
      hIndex: 0,
      literatureIds: [],
      citedCount: 0,
    });
  }
  return authors;
}
