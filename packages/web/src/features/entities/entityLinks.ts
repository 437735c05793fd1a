import { href } from 'react-router';
import { buildQuery } from '@wenxian/domain';

/** Addresses of the entity pages, one place for every link between them. */
export const entityHref = {
  journal: (id: string) => href('/journal/:volume', { volume: id }),
  journalYear: (id: string, year: number, query: { vol?: string; num?: string } = {}) =>
    `${href('/journal/:id/:year?', { id, year: String(year) })}${buildQuery([
      ['vol', query.vol],
      ['num', query.num],
    ])}`,
  journalNav: (query: { classId?: string; tag?: string } = {}) =>
    `${href('/journal/nav')}${buildQuery([
      ['classId', query.classId],
      ['tag', query.tag],
    ])}`,
  author: (id: string) => href('/author/:id', { id }),
  organization: (id: string, isVirtual = false) =>
    `${href('/organization/:id', { id })}${buildQuery([['v', isVirtual ? 'jws' : undefined]])}`,
  subject: (id: string) => href('/subject/:id', { id }),
};

export type QuoteKind = 'author' | 'organ' | 'periodical' | 'subject';

/** The citation analyses of each kind: of the entity, of the works citing it, of its highly cited works. */
const quotePatterns = {
  author: ['/quote/author/:id?', '/quote/author/:id?/cited', '/quote/author/:id?/highlyCited'],
  organ: ['/quote/organ/:id?', '/quote/organ/:id?/cited', '/quote/organ/:id?/highlyCited'],
  periodical: ['/quote/periodical/:id?', '/quote/periodical/:id?/cited', '/quote/periodical/:id?/highlyCited'],
  subject: ['/quote/subject/:id?', '/quote/subject/:id?/cited', '/quote/subject/:id?/highlyCited'],
} as const;

/** The citation analysis of one entity, or of its kind when no id is given. */
export function quoteHref(kind: QuoteKind, id?: string, sub?: 'cited' | 'highlyCited'): string {
  const pattern = quotePatterns[kind][sub === 'cited' ? 1 : sub === 'highlyCited' ? 2 : 0];
  return href(pattern, id ? { id } : {});
}
