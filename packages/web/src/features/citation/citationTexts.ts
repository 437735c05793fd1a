import {
  citationStyles,
  stylesFor,
  type CitationStyle,
  type LiteratureTypeCode,
  type NamedDocument,
} from '@wenxian/domain';
import type { CitationItem } from '@wenxian/api';

/**
 * What the citation dialog is opened for: the ids in order with their types (doc 001 §3 citation request); with
 * each one's title and first author where the opener knows them, which name its export files.
 */
export type CitationTarget = { ids: string[]; types: LiteratureTypeCode[]; documents?: NamedDocument[] };

/** One style's text as the dialog shows it. */
export type StyleText = { style: CitationStyle; text: string };

const isStyle = (value: string): value is CitationStyle => (citationStyles as readonly string[]).includes(value);

/**
 * The dialog's texts from the citation answer: for one item, its text per style; for a batch, one
 * numbered list per offered style ([1] …, [2] …) in the order the items were selected. A style the
 * answer lacks for an item falls back to its refText; items the server did not return are left out.
 */
export function citationTextsOf(items: readonly CitationItem[], ids: readonly string[]): StyleText[] {
  const byId = new Map(items.map((item) => [String(item.id), item]));
  const ordered = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  if (ordered.length === 0) return [];
  const textOf = (item: CitationItem, style: CitationStyle) => {
    const text = item[style];
    return typeof text === 'string' && text.trim() ? text.trim() : item.refText.trim();
  };
  return stylesFor(ids.length)
    .filter(isStyle)
    .map((style) => ({
      style,
      text:
        ids.length > 1
          ? ordered.map((item, index) => `[${index + 1}] ${textOf(item, style)}`).join('\n')
          : textOf(ordered[0] as CitationItem, style),
    }));
}
