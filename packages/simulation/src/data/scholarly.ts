import type { Random } from './random';
import type { ConferenceRecord, OrganizationRecord, SubjectRecord } from './types';
import { disciplines } from './vocabulary';

/** The recent editions, drawn from the seed (their draws come first, so the records after them keep theirs). */
const CONFERENCE_COUNT = 60;
/** The series runs back to this year: older papers belong to older editions. */
const FIRST_CONFERENCE_YEAR = 2000;

/**
 * Each field's national meeting is held by the field's learned society, and its proceedings are published by
 * the field's academic press (GB/T 7714—2015 §4.2: the proceedings' responsible body and publisher).
 */
type FieldSociety = { society: string; publisher: string; place: string };
const fieldSocieties: Readonly<Record<string, FieldSociety>> = {
  cs: { society: '中国计算机学会', publisher: '清华大学出版社', place: '北京' },
  med: { society: '中华医学会', publisher: '人民卫生出版社', place: '北京' },
  edu: { society: '中国教育学会', publisher: '教育科学出版社', place: '北京' },
  econ: { society: '中国数量经济学会', publisher: '社会科学文献出版社', place: '北京' },
  env: { society: '中国环境科学学会', publisher: '中国环境出版集团', place: '北京' },
  mech: { society: '中国机械工程学会', publisher: '机械工业出版社', place: '北京' },
  agri: { society: '中国农学会', publisher: '中国农业出版社', place: '北京' },
  law: { society: '中国法学会', publisher: '法律出版社', place: '北京' },
  mat: { society: '中国材料研究学会', publisher: '化学工业出版社', place: '北京' },
  lit: { society: '中国语言学会', publisher: '商务印书馆', place: '北京' },
  civil: { society: '中国土木工程学会', publisher: '中国建筑工业出版社', place: '北京' },
  mgmt: { society: '中国管理现代化研究会', publisher: '经济管理出版社', place: '北京' },
};

/** Host institutions (承办单位): universities and institutes, never a hospital or a firm. */
function hostsOf(organizations: readonly OrganizationRecord[]): readonly OrganizationRecord[] {
  const hosts = organizations.filter((o) => o.kind === 'university' || o.kind === 'institute');
  return hosts.length > 0 ? hosts : organizations;
}

function conferenceOf(
  id: string,
  disciplineIndex: number,
  year: number,
  month: number,
  day: number,
  host: OrganizationRecord,
): ConferenceRecord {
  const discipline = disciplines[disciplineIndex] ?? disciplines[0];
  if (!discipline) throw new RangeError('no disciplines');
  const society = fieldSocieties[discipline.id];
  const name = `第${year - 1999}届全国${discipline.name}学术会议`;
  const date = (d: number): string => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return {
    id,
    name,
    organizerId: host.id,
    city: host.city,
    startDate: date(day),
    endDate: date(day + 2),
    disciplineId: discipline.id,
    literatureIds: [],
    society: society?.society ?? host.name,
    proceedingsTitle: `${name}论文集`,
    publisher: society?.publisher ?? host.name,
    publisherPlace: society?.place ?? host.city,
  };
}

/**
 * Conferences: one national meeting per field and year, held by the field's society and hosted by a university
 * or institute. The last five years are drawn from the seed; the editions before them follow from the field and
 * the year (no draws), so every paper, of any year, has its field's edition of its year.
 */
export function generateConferences(random: Random, organizations: readonly OrganizationRecord[]): ConferenceRecord[] {
  const hosts = hostsOf(organizations);
  const conferences: ConferenceRecord[] = [];
  for (let i = 0; i < CONFERENCE_COUNT; i += 1) {
    const year = 2025 - Math.floor(i / disciplines.length);
    const month = random.int(3, 11);
    const day = random.int(1, 25);
    const host = random.pick(hosts);
    conferences.push(
      conferenceOf(`C${String(i + 1).padStart(4, '0')}`, i % disciplines.length, year, month, day, host),
    );
  }
  const lastDrawnYear = 2025 - Math.floor((CONFERENCE_COUNT - 1) / disciplines.length);
  for (let year = lastDrawnYear - 1; year >= FIRST_CONFERENCE_YEAR; year -= 1) {
    for (let d = 0; d < disciplines.length; d += 1) {
      const n = conferences.length + 1;
      const host = hosts[(n * 31) % hosts.length] ?? hosts[0];
      if (!host) break;
      conferences.push(
        conferenceOf(`C${String(n).padStart(4, '0')}`, d, year, 3 + ((n * 7) % 9), 1 + ((n * 13) % 25), host),
      );
    }
  }
  return conferences;
}

/** Subject words: every research object and method of the vocabulary is a subject page. */
export function generateSubjects(): SubjectRecord[] {
  const subjects: SubjectRecord[] = [];
  for (const discipline of disciplines) {
    for (const name of [...discipline.objects, ...discipline.methods]) {
      if (subjects.some((s) => s.name === name)) continue;
      subjects.push({
        id: `S${String(subjects.length + 1).padStart(4, '0')}`,
        name,
        disciplineId: discipline.id,
        clc: discipline.clc,
        literatureCount: 0,
      });
    }
  }
  return subjects;
}
