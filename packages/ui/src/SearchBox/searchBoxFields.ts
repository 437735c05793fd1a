import { searchFields, type SearchFieldCode } from '@wenxian/domain';

/** A field of the selector: its code and caption. */
export type SearchFieldOption = { code: SearchFieldCode; label: string };

/** Where the search box sits; patent and standard pages have their own title field (doc 000 §4.5). */
export type SearchBoxVariant = 'home' | 'default' | 'patent' | 'standard';

/** Page-specific title fields: shown only on their own page. */
const pageTitleFields: Partial<Record<SearchBoxVariant, SearchFieldCode>> = { patent: 'PT', standard: 'ST' };

/**
 * The fields offered on a page: the search fields of doc 001 §3 (CPC is not among them), without the
 * patent and standard title fields, which only their own pages offer in place of 题名 (T).
 */
export function fieldsForVariant(
  fields: readonly SearchFieldOption[] = searchFields,
  variant: SearchBoxVariant,
): SearchFieldOption[] {
  const titleField = pageTitleFields[variant];
  const titleOption = titleField && searchFields.find((f) => f.code === titleField);
  return fields
    .filter((f) => f.code !== 'PT' && f.code !== 'ST')
    .map((f) => (f.code === 'T' && titleOption ? { code: titleOption.code, label: titleOption.label } : f));
}
