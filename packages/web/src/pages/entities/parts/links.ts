import { entitiesPaths as P } from '../../../routes/paths/entities';

/** Addresses of the entity pages, one place for every link between them. */
export const entityHref = {
  journal: (id: string) => P.journalByVolume.getHref({ volume: id }),
  journalYear: (id: string, year: number, query: { vol?: string; num?: string } = {}) =>
    P.journalByIdByYear.getHref({ id, year: String(year) }, [
      ['vol', query.vol],
      ['num', query.num],
    ]),
  journalNav: (query: { classId?: string; tag?: string } = {}) =>
    P.journalNav.getHref(undefined, [
      ['classId', query.classId],
      ['tag', query.tag],
    ]),
  author: (id: string) => P.authorById.getHref({ id }),
  organization: (id: string, isVirtual = false) =>
    P.organizationById.getHref({ id }, [['v', isVirtual ? 'jws' : undefined]]),
  subject: (id: string) => P.subjectById.getHref({ id }),
};

export type QuoteKind = 'author' | 'organ' | 'periodical' | 'subject';

/** The citation analysis of one entity, or of its kind when no id is given. */
export function quoteHref(kind: QuoteKind, id?: string, sub?: 'cited' | 'highlyCited'): string {
  const paths = {
    author: [P.quoteAuthorById, P.quoteAuthorByIdCited, P.quoteAuthorByIdHighlyCited],
    organ: [P.quoteOrganById, P.quoteOrganByIdCited, P.quoteOrganByIdHighlyCited],
    periodical: [P.quotePeriodicalById, P.quotePeriodicalByIdCited, P.quotePeriodicalByIdHighlyCited],
    subject: [P.quoteSubjectById, P.quoteSubjectByIdCited, P.quoteSubjectByIdHighlyCited],
  }[kind];
  const path = paths[sub === 'cited' ? 1 : sub === 'highlyCited' ? 2 : 0];
  return path ? path.getHref(id ? { id } : {}) : '/quote';
}
