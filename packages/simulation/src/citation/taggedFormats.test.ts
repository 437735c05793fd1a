import { documentTypes, standardIssuers } from '@wenxian/domain';
import { describe, expect, it } from 'vitest';
import { getDataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { formatExport } from './citations';

/**
 * EndNote's tagged import format and NoteExpress's field format have no parser library on npm; each is read back
 * here by its definition — EndNote: one `%X value` line per field, `%0` first, a blank line between references;
 * NoteExpress: one `{Field}: value` line per field, `{Reference Type}` first, multi-valued fields ended by `;`.
 */
type Parsed = Map<string, string[]>;

function parseEntries(text: string, line: RegExp): Parsed[] {
  return text.split(/\n\s*\n/).map((entry) => {
    const fields: Parsed = new Map();
    for (const l of entry.split('\n')) {
      const m = line.exec(l);
      expect(m, l).not.toBeNull();
      const [, tag, value] = m!;
      fields.set(tag!, [...(fields.get(tag!) ?? []), value!]);
    }
    return fields;
  });
}

const one = (fields: Parsed, tag: string) => fields.get(tag)?.[0];
const parties = (r: LiteratureRecord) =>
  r.type === 6
    ? standardIssuers(r.standardNo!, r.year)
    : r.type === 8 || r.type === 51
      ? [r.source!]
      : r.authors.map((a) => a.name);

/** ReferBibIX.js's `%0` names (inputTypeMap, then typeMap reversed) of the types the EndNote export writes. */
const referImportTypes: Readonly<Record<string, string>> = {
  'Journal Article': 'journalArticle',
  Thesis: 'thesis',
  'Conference Proceedings': 'conferencePaper',
  'Conference Paper': 'conferencePaper',
  Report: 'report',
  Patent: 'patent',
  Statute: 'statute',
  'Legal Rule or Regulation': 'statute',
  'Newspaper Article': 'newspaperArticle',
  'Government Document': 'document',
};
/** The Zotero item type each literature type's page gives; a standard, which Refer cannot name, stays a book. */
const zoteroTypeOf: Readonly<Record<number, string>> = {
  1: 'journalArticle',
  2: 'thesis',
  3: 'conferencePaper',
  4: 'report',
  5: 'patent',
  6: 'book',
  7: 'report',
  8: 'statute',
  18: 'newspaperArticle',
  51: 'statute',
};

describe('EndNote and NoteExpress exports read back by their definitions', () => {
  const dataset = getDataset();
  const records = documentTypes.map((t) => dataset.literature.find((r) => r.type === t.code)!);

  it('EndNote: title, authors, year, container, volume/issue/pages, DOI and numbers intact', async () => {
    const { text } = await formatExport(dataset, records, 'EndNote');
    const entries = parseEntries(text, /^(%[0-9A-Z@&!#$*+^>~]) (.*)$/);
    expect(entries).toHaveLength(records.length);
    records.forEach((r, i) => {
      const e = entries[i]!;
      expect(one(e, '%T'), r.id).toBe(r.title);
      expect(e.get('%A') ?? [], r.id).toEqual(parties(r));
      expect(one(e, '%D'), r.id).toBe(String(r.year));
      if (r.type === 1) {
        expect([one(e, '%J'), one(e, '%V'), one(e, '%N'), one(e, '%P')]).toEqual([
          r.journalName,
          r.volume,
          r.issue,
          r.pages,
        ]);
        expect(one(e, '%R')).toBe(r.doi);
      }
      if (r.type === 3) expect(one(e, '%B')).toBe(dataset.conferenceById.get(r.conferenceId!)?.name);
      if (r.type === 5) expect([one(e, '%N'), one(e, '%@')]).toEqual([r.applicationNo, r.publicationNo]);
      if (r.type === 6) expect(one(e, '%@')).toBe(r.standardNo);
      if (r.type === 8 || r.type === 51) expect(one(e, '%N')).toBe(r.docNo);
      if (r.type === 18) expect([one(e, '%B'), one(e, '%8')]).toEqual([r.source, r.publishDate]);
    });
  });

  it("EndNote: Zotero's Refer importer (ReferBibIX.js) reads each type as the page's Zotero type and keeps the day the page shows", async () => {
    // Two documents of every type. ReferBibIX.js: the first of %D / %8 is the date; a later one is dropped when the
    // first contains it (%8 after %D) and appended otherwise.
    const two = documentTypes.flatMap((t) => dataset.literature.filter((r) => r.type === t.code).slice(0, 2));
    const { text } = await formatExport(dataset, two, 'EndNote');
    const entries = text.split(/\n\s*\n/);
    expect(entries).toHaveLength(two.length);
    two.forEach((r, i) => {
      let date: string | undefined;
      for (const line of entries[i]!.split('\n')) {
        const [tag, value] = [line.slice(0, 2), line.slice(3)];
        if (tag === '%D') date = date === undefined ? value : date.includes(value) ? date : `${date} ${value}`;
        if (tag === '%8') date = date === undefined ? value : value.includes(date) ? date : `${date} ${value}`;
      }
      // ReferBibIX.js's item type: its import map first, then its export map; unknown names (Standard) a book.
      const referType = /^%0 (.*)$/m.exec(entries[i]!)?.[1];
      expect(referImportTypes[referType!] ?? 'book', r.id).toBe(zoteroTypeOf[r.type]);
      const shown =
        r.type === 1
          ? String(r.year)
          : r.type === 3
            ? dataset.conferenceById.get(r.conferenceId!)?.startDate
            : r.publishDate;
      expect(date, r.id).toBe(shown);
    });
  });

  it('NoteExpress: title, authors, year, container, volume/issue/pages, DOI and numbers intact', async () => {
    const { text } = await formatExport(dataset, records, 'NoteExpress');
    const entries = parseEntries(text, /^\{([A-Za-z/ ]+)\}: (.*)$/);
    expect(entries).toHaveLength(records.length);
    records.forEach((r, i) => {
      const e = entries[i]!;
      expect(one(e, 'Reference Type'), r.id).toBeTruthy();
      expect(one(e, 'Title'), r.id).toBe(r.title);
      expect((one(e, 'Author') ?? '').split(';').filter(Boolean), r.id).toEqual(parties(r));
      expect(one(e, 'Year'), r.id).toBe(String(r.year));
      if (r.type === 1) {
        expect([one(e, 'Journal'), one(e, 'Volume'), one(e, 'Issue'), one(e, 'Pages'), one(e, 'DOI')]).toEqual([
          r.journalName,
          r.volume,
          r.issue,
          r.pages,
          r.doi,
        ]);
      }
      if (r.type === 3) expect(one(e, 'Secondary Title')).toBe(dataset.conferenceById.get(r.conferenceId!)?.name);
      if (r.type === 5)
        expect([one(e, 'Application Number'), one(e, 'Patent Number')]).toEqual([r.applicationNo, r.publicationNo]);
      if (r.type === 6) expect(one(e, 'Standard Number')).toBe(r.standardNo);
      if (r.type === 8 || r.type === 51) expect(one(e, 'Document Number')).toBe(r.docNo);
      if (r.type === 18) expect([one(e, 'Secondary Title'), one(e, 'Date')]).toEqual([r.source, r.publishDate]);
    });
  });
});
