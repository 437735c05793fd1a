import { corpus } from './handlers/corpusAndSearchEngine';

/** Ids of everything the simulated corpus has a public page for (the site server's sitemap lists them). */
export type SimulatedPages = {
  documents: { type: number; id: string }[];
  journals: string[];
  authors: string[];
  organizations: string[];
  subjects: string[];
  conferences: string[];
};

export async function simulatedPages(): Promise<SimulatedPages> {
  const data = await corpus();
  return {
    documents: data.literature.map((record) => ({ type: record.type, id: record.id })),
    journals: data.journals.map((journal) => journal.id),
    authors: data.authors.map((author) => author.id),
    organizations: data.organizations.map((organization) => organization.id),
    subjects: data.subjects.map((subject) => subject.id),
    conferences: data.conferences.map((conference) => conference.id),
  };
}
