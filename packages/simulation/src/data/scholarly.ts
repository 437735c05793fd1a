import type { Random } from './random';
import type { ConferenceRecord, OrganizationRecord, SubjectRecord } from './types';
import { disciplines } from './vocabulary';

export const CONFERENCE_COUNT = 60;

/** Conferences: one national meeting series per discipline and year, hosted by a real organisation. */
export function generateConferences(random: Random, organizations: readonly OrganizationRecord[]): ConferenceRecord[] {
  const conferences: ConferenceRecord[] = [];
  for (let i = 0; i < CONFERENCE_COUNT; i += 1) {
    const discipline = disciplines[i % disciplines.length] ?? disciplines[0];
    if (!discipline) break;
    const year = 2025 - Math.floor(i / disciplines.length);
    const month = random.int(3, 11);
    const day = random.int(1, 25);
    const organizer = random.pick(organizations);
    const start = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    conferences.push({
      id: `C${String(i + 1).padStart(4, '0')}`,
      name: `第${year - 2000}届全国${discipline.name}学术会议`,
      organizerId: organizer.id,
      city: organizer.city,
      startDate: start,
      endDate: `${year}-${String(month).padStart(2, '0')}-${String(day + 2).padStart(2, '0')}`,
      disciplineId: discipline.id,
      literatureIds: [],
    });
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
