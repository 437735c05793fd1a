import type { RequestHandler } from 'msw';
import { JOURNAL_PATHS as P } from '@wenxian/api';
import { journalInitialOf, journalLetterCounts } from '@wenxian/domain';
import type { JournalRecord } from '../../data/types';
import { disciplines } from '../../data/vocabulary';
import { requireAccount } from '../../session/auth';
import { mostCited, newest } from '../analytics';
import { corpus } from '../corpusAndSearchEngine';
import { pageOf, toSummary } from '../answerShapes';
import { route, type RouteContext } from '../route';
import { toJournalCard } from './journalCards';
import { recordsOf } from '../../data/lookup';

type Body = Record<string, unknown> & {
  id?: string;
  classId?: string;
  tag?: string;
  letter?: string;
  keyword?: string;
};

/** Journals listed by class (discipline), index tag or keyword. */
async function journalList(context: RouteContext): Promise<JournalRecord[]> {
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  return dataset.journals
    .filter((j) => !body.classId || j.disciplineId === body.classId)
    .filter((j) => !body.tag || j.indexTags.includes(String(body.tag)))
    .filter((j) => !body.keyword || j.name.includes(String(body.keyword)))
    .sort((a, b) => b.impactFactor - a.impactFactor);
}

/** A journal's first letter, worked out once per name (the corpus does not change). */
const initials = new Map<string, string | null>();
function initialOf(name: string): string | null {
  if (!initials.has(name)) initials.set(name, journalInitialOf(name));
  return initials.get(name) ?? null;
}

const classNodes = () => disciplines.map((d) => ({ id: d.id, code: d.clc, label: d.name }));

/** Finding journals: the journal home's lists, navigation by class, tag and letter, the prefix search, facets. */
export const journalNavigationHandlers: RequestHandler[] = [
  ...[P.latestUpdates, P.latestUpdatesOa, P.choiceLiterature, P.recommendLiterature].map((path) =>
    route('post', path, async (c) => {
      const [dataset, body] = await Promise.all([corpus(), c.body<Body>()]);
      const pool = body.id
        ? recordsOf(dataset, dataset.journalById.get(String(body.id))?.literatureIds ?? [])
        : dataset.literature.filter((r) => r.type === 1);
      const filtered = path === P.latestUpdatesOa ? pool.filter((r) => r.isOA) : pool;
      return pageOf(
        (path === P.choiceLiterature || path === P.recommendLiterature ? mostCited(filtered) : newest(filtered)).map(
          (r) => toSummary(r),
        ),
        body,
      );
    }),
  ),
  ...[P.hotJournal, P.recommendJournal, P.recommendJournalMonth].map((path) =>
    route('post', path, async (c) =>
      (await journalList(c))
        .slice(path === P.hotJournal ? 0 : 10, (path === P.hotJournal ? 0 : 10) + 12)
        .map(toJournalCard),
    ),
  ),
  // Journal navigation: the page of one letter (or all) and the A–Z counts of the class and tag filters.
  route('post', P.choiceJournal, async (c) => {
    const [list, body] = await Promise.all([journalList(c), c.body<Body>()]);
    const letter = body.letter ? String(body.letter).toUpperCase() : '';
    return {
      ...pageOf(list.filter((j) => !letter || initialOf(j.name) === letter).map(toJournalCard), body, 20),
      letters: journalLetterCounts(list.map((j) => j.name)),
    };
  }),
  ...[P.coreJournalRange, P.book, P.mySub].map((path) =>
    route('post', path, async (c) => {
      const list = await journalList(c);
      const body = await c.body<Body>();
      if (path === P.mySub) {
        const account = requireAccount(c.request);
        return pageOf(list.filter((j) => account.subscriptions.includes(j.id)).map(toJournalCard), body);
      }
      return pageOf(
        (path === P.coreJournalRange ? list.filter((j) => j.indexTags.length > 0) : list).map(toJournalCard),
        body,
        20,
      );
    }),
  ),
  route('post', P.classTop6, async () => {
    const dataset = await corpus();
    return classNodes()
      .slice(0, 6)
      .map((classNode) => ({
        classNode,
        journals: dataset.journals
          .filter((j) => j.disciplineId === classNode.id)
          .slice(0, 6)
          .map(toJournalCard),
      }));
  }),
  route('post', P.firstClass, () => classNodes()),
  route('post', P.classChildren, async (c) => {
    const { id } = await c.body<{ id?: string }>();
    const discipline = disciplines.find((d) => d.id === id);
    return (discipline?.objects ?? []).map((name, i) => ({
      id: `${id}-${i + 1}`,
      code: `${discipline?.clc ?? ''}${i + 1}`,
      label: name,
    }));
  }),
  route('post', P.searchPrefix, async (c) => {
    const { content } = await c.body<{ content?: string }>();
    const dataset = await corpus();
    return dataset.journals
      .filter((j) => content && j.name.includes(content))
      .slice(0, 10)
      .map((j) => ({ id: j.id, name: j.name, recommendValue: j.literatureIds.length, field: 'J' }));
  }),
  // Journal directory facets. The spec names the codes S, PRAW, LS, PADY only; read here as discipline,
  // index tag, frequency and founding decade (docs/decisions/simulation.md).
  ...[P.searchAggs, P.searchAgs].map((path) =>
    route('post', path, async () => {
      const dataset = await corpus();
      const facet = (code: string, name: string, key: (j: JournalRecord) => string[]) => {
        const counts = new Map<string, number>();
        for (const j of dataset.journals) for (const k of key(j)) counts.set(k, (counts.get(k) ?? 0) + 1);
        return {
          code,
          name,
          items: [...counts]
            .sort((a, b) => b[1] - a[1])
            .map(([value, count]) => ({
              id: value,
              name: disciplines.find((d) => d.id === value)?.name ?? value,
              count,
            })),
        };
      };
      return [
        facet('S', '学科', (j) => [j.disciplineId]),
        facet('PRAW', '收录', (j) => j.indexTags),
        facet('LS', '出版周期', (j) => [j.frequency]),
        facet('PADY', '创刊年代', (j) => [`${Math.floor(j.foundedYear / 10) * 10}年代`]),
      ];
    }),
  ),
];
