import { formatFigure } from '../format/largeCount';
import { entityLabels } from '../messages/labels/entities';
import { journalTagsDisplay } from './journalTagDisplay';

const D = entityLabels.descriptions;

/** The facts known, in order, as one sentence after the lead: 《name》：fact；fact。what the page offers。 */
function sentence(lead: string, facts: readonly (string | false | undefined | null | '')[], holds: string): string {
  const known = facts.filter((f): f is string => Boolean(f));
  const body = known.length > 0 ? `${lead}${D.lead}${known.join(D.separator)}${D.end}` : `${lead}${D.end}`;
  return `${body}${holds}${D.end}`;
}

/** What a journal's page says of it (the loaded profile; every field but the name may be missing). */
export type JournalFacts = {
  name: string;
  hostOrgan?: string;
  issn?: string;
  cn?: string;
  frequency?: string;
  indexTags?: readonly string[];
  indexTagEditions?: Readonly<Record<string, string>>;
  impactFactor?: number;
  literatureCount?: number;
};

/**
 * A journal page's description: 主办单位, ISSN, CN, 出版周期, 收录 (the tags' names, as the page shows them), 复合影响因子
 * and 文献量, then what the page offers — the facts a scholar looks a journal up for, not its bare name.
 */
export function journalPageDescription(j: JournalFacts): string {
  const tags = journalTagsDisplay(j.indexTags ?? [], j.indexTagEditions).map((t) => t.label);
  return sentence(
    D.journalName(j.name),
    [
      j.hostOrgan && D.journalHost(j.hostOrgan),
      j.issn && D.journalIssn(j.issn),
      j.cn && D.journalCn(j.cn),
      j.frequency,
      tags.length > 0 && D.journalIndexed(tags.join(D.listSeparator)),
      j.impactFactor !== undefined && j.impactFactor > 0 && D.journalImpact(formatFigure(j.impactFactor)),
      j.literatureCount !== undefined && D.journalArticles(formatFigure(j.literatureCount)),
    ],
    D.journalHolds,
  );
}

/** What an author's page says of the author. */
export type AuthorFacts = {
  name: string;
  organName?: string;
  title?: string;
  literatureCount: number;
  citedCount: number;
  hIndex?: number;
  domains?: readonly string[];
};

/** An author page's description: organisation, output (papers, citations, h-index) and fields, then what the page offers. */
export function authorPageDescription(a: AuthorFacts): string {
  return sentence(
    a.name,
    [
      a.organName && D.authorOf(a.organName),
      a.title,
      D.authorOutput(formatFigure(a.literatureCount), formatFigure(a.citedCount)),
      a.hIndex !== undefined && D.authorHIndex(a.hIndex),
      a.domains && a.domains.length > 0 && D.authorFields(a.domains.slice(0, 5).join(D.listSeparator)),
    ],
    D.authorHolds,
  );
}

/** What a subject's page says of the subject. */
export type SubjectFacts = { name: string; disciplineName?: string; clc?: string; literatureCount: number };

/** A subject page's description: its discipline, CLC class and papers, then what the page offers. */
export function subjectPageDescription(s: SubjectFacts): string {
  return sentence(
    D.subjectOf(s.name),
    [
      s.disciplineName && D.subjectDiscipline(s.disciplineName),
      s.clc && D.subjectClc(s.clc),
      D.subjectArticles(formatFigure(s.literatureCount)),
    ],
    D.subjectHolds,
  );
}
