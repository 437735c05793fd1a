import { defaultSearchField, searchFields, type SearchFieldCode } from '../codes/tables/searchFields';
import { buildQuery, parseQuery } from '../url/queryString';

/**
 * The search state carried by /search's query keys k, n, id, ex and regex (doc 000 §2.1). The
 * spec names the keys only; the project reads them as (docs/decisions/domain.md):
 * k = search text, n = field code (U when absent), id = literature type code (all types when
 * absent), ex = exact match ("1"), regex = the text is a professional expression ("1").
 */
export interface SearchUrlState {
  text: string;
  field: SearchFieldCode;
  typeId: number | null;
  exact: boolean;
  professional: boolean;
}

export const searchPath = '/search';

export const emptySearchUrlState: SearchUrlState = {
  text: '',
  field: defaultSearchField.code,
  typeId: null,
  exact: false,
  professional: false,
};

const fieldCodes: readonly string[] = searchFields.map((f) => f.code);

/**
 * The search text an address carries in `k` (doc 000 §2.1), decoded as a form (`+` is a space), as typed; '' when
 * absent. Every page that takes a search text from its address reads it here: /search, the author, subject and
 * organisation homes, a journal's search, the conference results, the manager's literature inquiry.
 */
export function searchTextOf(search: string): string {
  return parseQuery(search).k ?? '';
}

/** The text of `k` as a keyword to search by: without the blanks around it; '' when there is none. */
export function searchKeywordOf(search: string): string {
  return searchTextOf(search).trim();
}

export function parseSearchUrl(search: string): SearchUrlState {
  const query = parseQuery(search);
  const field =
    query.n !== undefined && fieldCodes.includes(query.n) ? (query.n as SearchFieldCode) : defaultSearchField.code;
  const typeId = query.id !== undefined && /^\d+$/.test(query.id) ? Number(query.id) : null;
  return {
    text: searchTextOf(search),
    field,
    typeId,
    exact: query.ex === '1',
    professional: query.regex === '1',
  };
}

/** "/search?k=…&n=…", leaving out keys at their default. */
export function buildSearchUrl(state: SearchUrlState): string {
  return `${searchPath}${buildQuery([
    ['k', state.text],
    ['n', state.field === defaultSearchField.code ? undefined : state.field],
    ['id', state.typeId === null ? undefined : String(state.typeId)],
    ['ex', state.exact ? '1' : undefined],
    ['regex', state.professional ? '1' : undefined],
  ])}`;
}
