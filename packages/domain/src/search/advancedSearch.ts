import type { SearchFieldCode } from '../codes/tables/searchFields';
import { searchLabels } from '../messages/labels/search';
import { beijingYear } from '../time/beijingTime';
import { filterAgsList, type AgsEntry } from './agsList';
import { combineExpressions, formatExpression, type ExpressionNode, type ExpressionOperator } from './expression';

/**
 * The advanced-search form (doc 000 §5; the layout is decided in docs/decisions/search.md): condition rows
 * and nested groups joined by AND/OR/NOT, a year range, document types, a language and index-tag filters.
 * Rows and groups are evaluated in the order shown, each joined to everything above it by its own operator
 * (the way CNKI's and Wanfang's forms read), so `A OR B AND C` is `(A OR B) AND C`.
 */
export type AdvancedRow = {
  kind: 'row';
  id: string;
  field: SearchFieldCode;
  text: string;
  /** Joins this row to the rows above it; ignored on the first row of a group. */
  operator: ExpressionOperator;
  match: 'exact' | 'fuzzy';
};
export type AdvancedGroup = { kind: 'group'; id: string; operator: ExpressionOperator; children: AdvancedItem[] };
export type AdvancedItem = AdvancedRow | AdvancedGroup;

export type AdvancedSearch = {
  items: AdvancedItem[];
  yearFrom: number | null;
  yearTo: number | null;
  /** Literature type codes; none means every type. */
  types: number[];
  /** '' for every language, else a language filter value (zh, en). */
  language: string;
  /** Journal index tags (北大核心, CSSCI …): records in a journal carrying any of them. */
  indexTags: string[];
};

/** One condition as the search request carries it (doc 001 §3); `exact` is the row's 精确 choice. */
export type AdvancedCondition = {
  searchField: SearchFieldCode | '';
  content: string;
  logicalOperator: ExpressionOperator;
  exact?: boolean;
  children?: AdvancedCondition[];
};

/** Deepest nesting the form offers (a group inside a group inside the form). */
export const MAX_ADVANCED_GROUP_DEPTH = 3;

/**
 * A fuzzy row's words as searched: quotes, parentheses and `=` are punctuation to the word matcher, and
 * operator words stay words, so they are written in a form the expression reads back as one plain value.
 */
export function fuzzyRowText(text: string): string {
  return text
    .replace(/[()"“”=]/g, ' ')
    .replace(/\b(AND|OR|NOT)\b/g, (word) => word.toLowerCase())
    .replace(/\s+/g, ' ')
    .trim();
}

function rowValue(row: AdvancedRow): string {
  return row.match === 'exact' ? row.text.trim() : fuzzyRowText(row.text);
}

function itemTree(item: AdvancedItem): ExpressionNode | null {
  if (item.kind === 'group') return itemsTree(item.children);
  const text = rowValue(item);
  return text ? { kind: 'term', field: item.field, text, exact: item.match === 'exact', phrase: false } : null;
}

function itemsTree(items: readonly AdvancedItem[]): ExpressionNode | null {
  let tree: ExpressionNode | null = null;
  for (const item of items) {
    const node = itemTree(item);
    // The first non-empty item starts the chain whatever its operator (a leading NOT has nothing to subtract from).
    if (node) tree = combineExpressions(tree, item.operator, node);
  }
  return tree;
}

/** The form's conditions as one expression tree; null when every row is empty. */
export function advancedSearchTree(search: Pick<AdvancedSearch, 'items'>): ExpressionNode | null {
  return itemsTree(search.items);
}

/** The equivalent professional expression (the preview, and what 专业检索 runs to find the same records). */
export function advancedSearchExpression(search: Pick<AdvancedSearch, 'items'>): string {
  const tree = advancedSearchTree(search);
  return tree ? formatExpression(tree) : '';
}

function toConditions(items: readonly AdvancedItem[]): AdvancedCondition[] {
  const out: AdvancedCondition[] = [];
  for (const item of items) {
    if (item.kind === 'group') {
      const children = toConditions(item.children);
      if (children.length > 0) out.push({ searchField: '', content: '', logicalOperator: item.operator, children });
      continue;
    }
    const content = rowValue(item);
    if (content)
      out.push({
        searchField: item.field,
        content,
        logicalOperator: item.operator,
        ...(item.match === 'exact' ? { exact: true } : {}),
      });
  }
  return out;
}

/** The form's conditions as the /advanceSearch request carries them (empty rows and groups left out). */
export function advancedSearchConditions(search: Pick<AdvancedSearch, 'items'>): AdvancedCondition[] {
  return toConditions(search.items);
}

/** Digits as a Chinese keyboard may type them (full width, ０–９), read as the ASCII ones. */
const asciiDigits = (text: string): string =>
  text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
/** Four digits, the first not 0: a year as a visitor writes one. */
const YEAR_TEXT = /^[1-9]\d{3}$/;

/** The first and last year the form searches, both included. */
export type AdvancedYearBounds = { min: number; max: number };
/** The oldest records the platform holds: the first year the form offers and an open start runs to. */
export const ADVANCED_FIRST_YEAR = 1950;

/** The years the form searches: ADVANCED_FIRST_YEAR to the Beijing year of `nowMs` (the caller's clock). */
export function advancedYearBounds(nowMs: number): AdvancedYearBounds {
  return { min: ADVANCED_FIRST_YEAR, max: beijingYear(nowMs) };
}

/** A four-digit year as written in a year box, whatever its range; null for anything else. */
function yearOfText(text: string): number | null {
  const year = asciiDigits(text.trim());
  return YEAR_TEXT.test(year) ? Number(year) : null;
}

/**
 * A year box's text as the form's year: null for an empty box (an open end) and for text that is not a year of
 * `bounds`, which `advancedYearTextError` refuses; the page searches neither as an open end.
 */
export function parseAdvancedYear(text: string, bounds: AdvancedYearBounds): number | null {
  const year = yearOfText(text);
  return year !== null && year >= bounds.min && year <= bounds.max ? year : null;
}

/**
 * What is wrong with a year box's text, or null: an empty box is an open end; anything but a four-digit year (`202`,
 * `20245`, `2O24`, `0999`) is refused (请输入四位数的年份), and so is a year outside `bounds` (`1800`, `2999`:
 * 请输入1950至2026之间的年份), not dropped to an open end nor moved to the nearest bound, so the page says so by that
 * box, keeps the text and runs nothing until it is fixed. Full-width digits are digits.
 */
export function advancedYearTextError(text: string, bounds: AdvancedYearBounds): string | null {
  if (text.trim() === '') return null;
  const year = yearOfText(text);
  if (year === null) return searchLabels.advanced.yearFormat;
  if (year < bounds.min || year > bounds.max) return searchLabels.advanced.yearOutOfRange(bounds.min, bounds.max);
  return null;
}

/**
 * What is wrong with the form's year range, or null: a start after the end is refused (起始年份不能晚于结束年份), not
 * guessed at, so the page says so by the year boxes and runs nothing until it is fixed. An open end never conflicts.
 */
export function advancedYearsError(search: Pick<AdvancedSearch, 'yearFrom' | 'yearTo'>): string | null {
  const { yearFrom, yearTo } = search;
  return yearFrom !== null && yearTo !== null && yearFrom > yearTo ? searchLabels.advanced.yearOrder : null;
}

/**
 * Years of the range, oldest first; an open end runs to `bounds`. The page builds neither its run nor its 以专业检索打开
 * link from a range `advancedYearsError` refuses nor from a year outside `bounds` (`advancedYearTextError`); given one
 * anyway, a reversed range is read oldest first rather than as no years (which would search every year), and years
 * outside `bounds` are left out.
 */
export function yearRange(from: number | null, to: number | null, bounds: AdvancedYearBounds): string[] {
  if (from === null && to === null) return [];
  let low = from ?? bounds.min;
  let high = to ?? bounds.max;
  if (low > high) [low, high] = [high, low];
  low = Math.max(low, bounds.min);
  high = Math.min(high, bounds.max);
  const years: string[] = [];
  for (let year = low; year <= high; year += 1) years.push(String(year));
  return years;
}

/** The condition filters of the form (Y, type, language, QJ), the same for the advanced and the professional run. */
export function advancedSearchFilters(search: AdvancedSearch, bounds: AdvancedYearBounds): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  const years = yearRange(search.yearFrom, search.yearTo, bounds);
  if (years.length > 0) filters.Y = years;
  if (search.types.length > 0) filters.type = search.types.map(String);
  if (search.language) filters.language = [search.language];
  if (search.indexTags.length > 0) filters.QJ = [...search.indexTags];
  return filters;
}

/** The aggregations to ask with the form's types (the agsList rule drops authors for standards, regulations, policies). */
export function advancedSearchAggs<E extends AgsEntry>(
  agsList: readonly E[],
  search: Pick<AdvancedSearch, 'types'>,
): E[] {
  return filterAgsList(agsList, search.types);
}

/** Whether the form has anything to search. */
export function hasAdvancedConditions(search: Pick<AdvancedSearch, 'items'>): boolean {
  return advancedSearchTree(search) !== null;
}

let nextId = 0;
/** A fresh row id (stable keys for the form's list). */
export function newAdvancedId(prefix = 'c'): string {
  nextId += 1;
  return `${prefix}${nextId}`;
}

export function emptyAdvancedRow(field: SearchFieldCode = 'SU', operator: ExpressionOperator = 'AND'): AdvancedRow {
  return { kind: 'row', id: newAdvancedId('r'), field, text: '', operator, match: 'fuzzy' };
}

export function emptyAdvancedSearch(): AdvancedSearch {
  return {
    items: [emptyAdvancedRow('SU'), emptyAdvancedRow('A'), emptyAdvancedRow('S')],
    yearFrom: null,
    yearTo: null,
    types: [],
    language: '',
    indexTags: [],
  };
}
