import { generateContent, type SiteContent } from './content';
import { generateJournals } from './journals';
import { generateLiterature } from './literature';
import { hIndex } from '@wenxian/domain';
import { addVirtualOrganizations, generateOrganizations } from './organizations';
import { generateAuthors } from './people';
import { createRandom, SIMULATION_SEED } from './random';
import { generateConferences, generateSubjects } from './scholarly';
import type {
  AuthorRecord,
  ConferenceRecord,
  JournalRecord,
  LiteratureRecord,
  OrganizationRecord,
  SubjectRecord,
} from './types';

/** The whole seeded corpus with lookup maps. Immutable once built; session state lives elsewhere. */
export type Dataset = {
  seed: number;
  organizations: OrganizationRecord[];
  authors: AuthorRecord[];
  journals: JournalRecord[];
  conferences: ConferenceRecord[];
  subjects: SubjectRecord[];
  literature: LiteratureRecord[];
  content: SiteContent;
  literatureById: Map<string, LiteratureRecord>;
  authorById: Map<string, AuthorRecord>;
  organizationById: Map<string, OrganizationRecord>;
  journalById: Map<string, JournalRecord>;
  conferenceById: Map<string, ConferenceRecord>;
  subjectById: Map<string, SubjectRecord>;
  /** Milliseconds the build took (reported by scripts/sim-measure). */
  buildMs: number;
};

export function buildDataset(seed = SIMULATION_SEED): Dataset {
  const started = performance.now();
  const random = createRandom(seed);
  const organizations = generateOrganizations(random);
  const authors = generateAuthors(random, organizations);
  const journals = generateJournals(random, organizations);
  const conferences = generateConferences(random, organizations);
  const subjects = generateSubjects();
  const literature = generateLiterature(random, { organizations, authors, journals, conferences });
  const virtualOrganizations = addVirtualOrganizations(organizations);

  const organizationById = new Map(organizations.map((o) => [o.id, o]));
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const journalById = new Map(journals.map((j) => [j.id, j]));
  const conferenceById = new Map(conferences.map((c) => [c.id, c]));
  const subjectByName = new Map(subjects.map((s) => [s.name, s]));
  // Each subject word's publication years, for the site's news (generated below, after the counts).
  const yearsBySubject = new Map<string, number[]>();
  // Back-links, so an author's, a journal's or an organisation's pages list exactly their records.
  for (const record of literature) {
    if (record.journalId) journalById.get(record.journalId)?.literatureIds.push(record.id);
    if (record.conferenceId) conferenceById.get(record.conferenceId)?.literatureIds.push(record.id);
    const organIds = new Set<string>();
    for (const author of record.authors) {
      const full = authorById.get(author.id);
      if (full) {
        full.literatureIds.push(record.id);
        full.citedCount += record.citedCount;
      }
      organIds.add(author.organId);
    }
    for (const organId of organIds) {
      const organ = organizationById.get(organId);
      if (organ) {
        organ.literatureCount += 1;
        organ.citedCount += record.citedCount;
      }
    }
    for (const keyword of record.keywords) {
      const subject = subjectByName.get(keyword);
      if (subject) subject.literatureCount += 1;
      const years = yearsBySubject.get(keyword) ?? [];
      years.push(record.year);
      yearsBySubject.set(keyword, years);
    }
  }
  // The site's pages speak of the corpus as it is: generated after the counts (and last, so no draw moves).
  const content = generateContent(random, subjects, yearsBySubject);
  for (const author of authors)
    author.hIndex = hIndex(author.literatureIds.map((id) => literatureCitedCount(literature, id)));
  // A virtual organisation adds up its members: each record of any member once.
  for (const virtual of virtualOrganizations) {
    const members = new Set(organizations.filter((o) => o.parentId === virtual.id).map((o) => o.id));
    for (const record of literature) {
      if (!record.authors.some((a) => members.has(a.organId))) continue;
      virtual.literatureCount += 1;
      virtual.citedCount += record.citedCount;
    }
  }

  return {
    seed,
    organizations,
    authors,
    journals,
    conferences,
    subjects,
    literature,
    content,
    literatureById: new Map(literature.map((l) => [l.id, l])),
    authorById,
    organizationById,
    journalById,
    conferenceById,
    subjectById: new Map(subjects.map((s) => [s.id, s])),
    buildMs: performance.now() - started,
  };
}

const citedCountCache = new WeakMap<LiteratureRecord[], Map<string, number>>();
function literatureCitedCount(literature: LiteratureRecord[], id: string): number {
  let map = citedCountCache.get(literature);
  if (!map) {
    map = new Map(literature.map((l) => [l.id, l.citedCount]));
    citedCountCache.set(literature, map);
  }
  return map.get(id) ?? 0;
}

let cached: Dataset | undefined;

/** The corpus, built on first use (a story that never asks for data pays nothing) and then kept. */
export function getDataset(): Dataset {
  cached ??= buildDataset();
  return cached;
}
