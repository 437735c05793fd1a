import { AUTHOR_PATHS, JOURNAL_PATHS, ORGANIZATION_PATHS, SUBJECT_PATHS } from '@wenxian/api';
import { scenario, type ScenarioOptions } from '@wenxian/simulation';

/**
 * MSW overrides for the entity page stories: one call of the journal, author, organisation or subject
 * area answering loading forever, empty, or an error code.
 */
const post = (path: string) => ({ method: 'post' as const, path });
type Handler = ReturnType<typeof scenario>;
export const journalCall = (name: keyof typeof JOURNAL_PATHS, options: ScenarioOptions): Handler =>
  scenario(post(JOURNAL_PATHS[name] as string), options);
export const authorCall = (name: keyof typeof AUTHOR_PATHS, options: ScenarioOptions): Handler =>
  scenario(post(AUTHOR_PATHS[name]), options);
export const organizationCall = (name: keyof typeof ORGANIZATION_PATHS, options: ScenarioOptions): Handler =>
  scenario(post(ORGANIZATION_PATHS[name]), options);
export const subjectCall = (name: keyof typeof SUBJECT_PATHS, options: ScenarioOptions): Handler =>
  scenario(post(SUBJECT_PATHS[name] as string), options);
