import type { Params } from 'react-router-dom';
import { ENTITY_PAGE_SIZE, pageOf } from './entityLoaders';

/** The journal of a journal route: /journal/{volume}/… or /journal/{id}/{year}. */
export const journalIdOf = (params: Params) => params.volume ?? params.id ?? '';

/** What a journal page lists: the issue of the address (year, ?vol=, ?num=) and the page (?page=). */
export function issueQueryOf(params: Params, search: URLSearchParams) {
  const year = Number(params.year);
  return {
    id: journalIdOf(params),
    ...(Number.isInteger(year) && year > 0 ? { year } : {}),
    ...(search.get('vol') ? { vol: search.get('vol') ?? '' } : {}),
    ...(search.get('num') ? { num: search.get('num') ?? '' } : {}),
    pageNum: pageOf(search),
    pageSize: ENTITY_PAGE_SIZE,
  };
}
