import {
  defaultSearchField,
  effectiveSearchField,
  searchFields,
  searchFieldOnEnter,
  type SearchFieldCode,
  type SearchPage,
} from '@wenxian/domain';

/** A field of the selector: its code and caption. */
export type SearchFieldOption = { code: SearchFieldCode; label: string };

/** Where the search box sits; patent and standard pages have their own title field (doc 000 §4.5). */
export type SearchBoxVariant = 'home' | 'default' | 'patent' | 'standard';

const pageOf: Record<SearchBoxVariant, SearchPage> = {
  home: 'home',
  default: 'other',
  patent: 'patent',
  standard: 'standard',
};

const labelOf = (code: SearchFieldCode) => searchFields.find((f) => f.code === code)?.label ?? code;

/**
 * The fields offered on a page: the search fields of doc 001 §3 (CPC is never among them) without the
 * page-only title fields; on the patent and standard pages the title option is the field the domain
 * rule switches it to (PT 专利名称, ST 标准名称), so the selector shows what will be searched.
 */
export function fieldsForVariant(
  fields: readonly SearchFieldOption[] = searchFields,
  variant: SearchBoxVariant,
): SearchFieldOption[] {
  const page = pageOf[variant];
  return fields
    .filter((f) => f.code !== 'PT' && f.code !== 'ST')
    .map((f) => {
      const code = effectiveSearchField(page, f.code);
      return code === f.code ? f : { code, label: labelOf(code) };
    });
}

/** The field the box starts on: the home page resets to the first field (doc 000 §4.5). */
export function initialField(
  variant: SearchBoxVariant,
  options: readonly SearchFieldOption[],
  wanted?: SearchFieldCode,
) {
  const first = options[0]?.code ?? defaultSearchField.code;
  const field = searchFieldOnEnter(pageOf[variant], wanted ?? first);
  return options.some((o) => o.code === field) ? field : first;
}
