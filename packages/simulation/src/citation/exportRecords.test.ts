import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import type { LiteratureDetail } from '@wenxian/api';
import { documentPath, documentTypes } from '@wenxian/domain';
import { AST as RisAst } from 'astrocite-ris';
import { describe, expect, it } from 'vitest';
import { getDataset } from '../data/dataset';
import { toDetail } from '../handlers/documentExtras';
import { formatExport } from './citations';

/**
 * Every export read back by an independent parser (@retorquere/bibtex-parser, astrocite-ris) and then as Zotero's
 * import translators read it (zotero/translators `BibTeX.js`, `RIS.js`, 2026-06: their type maps and field maps,
 * re-expressed below for the tags our records use), compared with what the document page shows.
 */
const origin = 'https://wenxian.example';

/** Two records of each routed type, those with the most fields first. */
function sample() {
  const dataset = getDataset();
  const records = documentTypes.flatMap((t) =>
    dataset.literature
      .filter((r) => r.type === t.code)
      .sort((a, b) => b.authors.length + b.keywords.length - (a.authors.length + a.keywords.length))
      .slice(0, 2),
  );
  return { dataset, records, details: records.map((r) => toDetail(dataset, r)) };
}

type ZoteroItem = { itemType: string; fields: Record<string, string>; creators: string[]; notes?: string[] };

/** The page's facts as a Zotero item of the type each format can carry. */
function pageItem(doc: LiteratureDetail, format: 'bibtex' | 'ris'): ZoteroItem {
  const url = `${origin}${documentPath(doc.type, doc.id)}`;
  const date =
    doc.type === 1
      ? String(doc.year)
      : doc.type === 3
        ? doc.conference!.startDate!
        : (doc.publishDate ?? String(doc.year));
  const fields: Record<string, string> = { title: doc.title, url, date };
  if (doc.abstract) fields.abstractNote = doc.abstract;
  const creators = doc.authors.map((a) => a.name);
  switch (doc.type) {
    case 1:
      Object.assign(fields, { publicationTitle: doc.journal!.name });
      if (doc.journal?.volume) fields.volume = doc.journal.volume;
      if (doc.journal?.issue) fields.issue = doc.journal.issue;
      return { itemType: 'journalArticle', fields, creators };
    case 2:
      Object.assign(fields, { university: doc.school!.name, thesisType: `${doc.thesisType}学位论文` });
      if (doc.place) fields.place = doc.place;
      // Notes are labelled as the page labels the facts, in Chinese like the rest of the record.
      if (format === 'bibtex') return { itemType: 'thesis', fields, creators, notes: [`导师: ${doc.tutor}`] };
      return { itemType: 'thesis', fields, creators };
    case 3:
      fields.conferenceName = doc.conference!.name;
      // RIS.js files the conference's place as `place`; BibTeX.js as Extra `event-place` (Zotero's eventPlace).
      if (format === 'ris') fields.place = doc.conference!.place!;
      else fields.extra = `event-place: ${doc.conference!.place}`;
      return { itemType: 'conferencePaper', fields, creators };
    case 4:
    case 7:
      Object.assign(fields, { institution: doc.organizations![0]!.name, place: doc.place! });
      return { itemType: 'report', fields, creators };
    case 5:
      Object.assign(fields, { patentNumber: doc.publicationNo!, assignee: doc.applicant! });
      if (format === 'bibtex') {
        // BibTeX has no field for them: BibTeX.js saves `note` as the item's child note.
        const notes = [`申请号: ${doc.applicationNo}; 申请日: ${doc.applicationDate}`];
        return { itemType: 'patent', fields, creators, notes };
      }
      Object.assign(fields, { applicationNumber: doc.applicationNo!, filingDate: doc.applicationDate! });
      return { itemType: 'patent', fields: renameDate(fields, 'issueDate'), creators };
    case 6:
      Object.assign(fields, {
        reportNumber: doc.standardNo!,
        institution: doc.standardIssuers!.join('、'),
        reportType: doc.standardType!,
      });
      if (format === 'bibtex') {
        const notes = [`状态: ${doc.standardStatus}; 实施日期: ${doc.implementDate}`];
        return { itemType: 'report', fields, creators: doc.standardIssuers!, notes };
      }
      return { itemType: 'report', fields, creators: doc.standardIssuers! };
    case 18:
      Object.assign(fields, { publicationTitle: doc.newspaper!.name, pages: String(doc.newspaper!.edition) });
      return { itemType: format === 'ris' ? 'newspaperArticle' : 'journalArticle', fields, creators };
    default:
      if (format === 'ris') {
        const { title, ...rest } = renameDate({ ...fields, publicLawNumber: doc.docNo! }, 'dateEnacted');
        return { itemType: 'statute', fields: { ...rest, nameOfAct: title! }, creators: [doc.source!] };
      }
      Object.assign(fields, { reportNumber: doc.docNo!, institution: doc.source! });
      return { itemType: 'report', fields, creators: [doc.source!] };
  }
}

function renameDate(fields: Record<string, string>, to: string) {
  const { date, ...rest } = fields;
  return { ...rest, [to]: date! };
}

/* BibTeX.js (import): bibtex2zoteroTypeMap and processField, for the fields our entries use. */
const bibtexTypes: Record<string, string> = {
  article: 'journalArticle',
  patent: 'patent',
  phdthesis: 'thesis',
  mastersthesis: 'thesis',
  inproceedings: 'conferencePaper',
  techreport: 'report',
};

function zoteroFromBibtex(entry: { type: string; fields: Record<string, unknown> }): ZoteroItem | undefined {
  const itemType = bibtexTypes[entry.type];
  if (!itemType) return undefined; // "discarded item from BibTeX"
  const f = entry.fields;
  const text = (name: string) => {
    const value = f[name];
    if (value === undefined) return undefined;
    return Array.isArray(value) ? value.join(', ') : String(value);
  };
  const fields: Record<string, string> = {};
  const set = (zotero: string, bib: string) => {
    const value = text(bib);
    if (value) fields[zotero] = value;
  };
  set('title', 'title');
  set('url', 'url');
  set('abstractNote', 'abstract');
  set('date', 'date');
  set('publicationTitle', 'journal');
  set('volume', 'volume');
  set('conferenceName', 'eventtitle');
  set('assignee', 'assignee');
  // school, publisher, institution → publisher (university / institution on a thesis / report)
  if (itemType === 'thesis') set('university', 'school');
  if (itemType === 'report') set('institution', 'institution');
  // `type` is the base field `type`: thesisType, reportType (a patent has none)
  if (itemType === 'thesis') set('thesisType', 'type');
  if (itemType === 'report') set('reportType', 'type');
  // address → place; location → place, or Extra `event-place` on a conference paper
  set('place', 'address');
  if (text('location') && itemType === 'conferencePaper') fields.extra = `event-place: ${text('location')}`;
  // number → reportNumber / patentNumber / issue
  const number = text('number');
  if (number)
    fields[itemType === 'report' ? 'reportNumber' : itemType === 'patent' ? 'patentNumber' : 'issue'] = number;
  const pages = text('pages');
  if (pages) fields.pages = pages.replace(/--|–/g, '-');
  // `note` (not an identifier line such as `PMID: …`) becomes a child note.
  const notes = text('note') ? [text('note')!] : [];
  const creators = ((f.author as { lastName?: string; name?: string }[] | undefined) ?? []).map(
    (a) => a.name ?? a.lastName ?? '',
  );
  return { itemType, fields, creators, notes };
}

/* RIS.js (import): importTypeMap (STAND → report) and fieldMap, for the tags our records use. */
const risTypes: Record<string, string> = {
  JOUR: 'journalArticle',
  THES: 'thesis',
  CONF: 'conferencePaper',
  RPRT: 'report',
  PAT: 'patent',
  STAND: 'report',
  STAT: 'statute',
  NEWS: 'newspaperArticle',
};
const byType = (map: Record<string, string[]>, fallback?: string) => (itemType: string) =>
  Object.entries(map).find(([, types]) => types.includes(itemType))?.[0] ?? fallback;
const risFields: Record<string, (itemType: string) => string | undefined> = {
  TI: byType({ nameOfAct: ['statute'] }, 'title'),
  T2: byType({
    conferenceName: ['conferencePaper'],
    publicationTitle: ['journalArticle', 'newspaperArticle'],
    code: ['statute'],
  }),
  AB: () => 'abstractNote',
  UR: () => 'url',
  VL: () => 'volume',
  IS: () => 'issue',
  DA: byType({ dateEnacted: ['statute'], issueDate: ['patent'] }, 'date'),
  C1: byType({ filingDate: ['patent'], place: ['conferencePaper'] }),
  CY: (t) => (t === 'conferencePaper' ? undefined : 'place'),
  M1: byType({ applicationNumber: ['patent'], publicLawNumber: ['statute'] }),
  M3: byType({ thesisType: ['thesis'], reportType: ['report'] }),
  PB: byType({ assignee: ['patent'], institution: ['report'], university: ['thesis'] }, 'publisher'),
  SN: byType({ patentNumber: ['patent'], reportNumber: ['report'], ISSN: ['journalArticle', 'newspaperArticle'] }),
};

function zoteroFromRis(entry: { type: string; properties: { key: string; value: string }[] }): ZoteroItem {
  const itemType = risTypes[entry.type] ?? 'journalArticle';
  const fields: Record<string, string> = {};
  const value = (tag: string) => entry.properties.find((p) => p.key === tag)?.value;
  for (const { key, value: v } of entry.properties) {
    const field = risFields[key]?.(itemType);
    if (field && !fields[field]) fields[field] = v;
  }
  // DA `YYYY/MM/DD/` → an ISO date; SP/EP → pages
  for (const [name, v] of Object.entries(fields))
    if (/^\d{4}\/\d{0,2}\/\d{0,2}\//.test(v)) fields[name] = v.split('/').filter(Boolean).join('-');
  const [sp, ep] = [value('SP'), value('EP')];
  if (sp) fields.pages = ep ? `${sp}-${ep}` : sp;
  const creators = entry.properties.filter((p) => p.key === 'AU').map((p) => p.value);
  return { itemType, fields, creators };
}

describe('exports import whole: the page\u2019s facts, read as Zotero reads them', () => {
  it('samples two documents of every routed type', () => {
    const { details } = sample();
    for (const type of documentTypes)
      expect(
        details.filter((d) => d.type === type.code),
        type.name,
      ).toHaveLength(2);
  });

  it('BibTeX: entry types Zotero, JabRef and biblatex know; every field the page shows', async () => {
    const { dataset, records, details } = sample();
    const { text } = await formatExport(dataset, records, 'BibTex', origin);
    const parsed = parseBibtex(text, { sentenceCase: false });
    expect(parsed.errors).toEqual([]);
    expect(parsed.entries.map((e) => e.key)).toEqual(records.map((r) => r.id));
    parsed.entries.forEach((entry, i) => {
      const doc = details[i]!;
      const item = zoteroFromBibtex(entry as never);
      expect(item, `${doc.id} @${entry.type}`).toBeDefined();
      const expected = pageItem(doc, 'bibtex');
      expect(item!.itemType, doc.id).toBe(expected.itemType);
      const { pages, ...rest } = expected.fields;
      expect(item!.fields, doc.id).toMatchObject(doc.type === 18 ? rest : expected.fields);
      expect(item!.creators, doc.id).toEqual(expected.creators);
      for (const note of expected.notes ?? []) expect(item!.notes, doc.id).toContain(note);
      if (doc.type === 18) expect(entry.fields.entrysubtype).toBe('newspaper');
      if (doc.type === 18) expect(String(entry.fields.pages)).toBe(pages);
      // The parser hands a keyword list back sorted.
      expect(entry.fields.keywords, doc.id).toEqual([...(doc.keywords ?? [])].sort());
    });
  });

  it('RIS: types as RIS.js maps them, every field the page shows, padded DA', async () => {
    const { dataset, records, details } = sample();
    const { text } = await formatExport(dataset, records, 'RefMan', origin);
    const entries = RisAst.parse(text).children;
    expect(entries).toHaveLength(records.length);
    entries.forEach((entry, i) => {
      const doc = details[i]!;
      const item = zoteroFromRis(entry);
      const expected = pageItem(doc, 'ris');
      expect(item.itemType, doc.id).toBe(expected.itemType);
      expect(item.fields, doc.id).toMatchObject(expected.fields);
      expect(item.creators, doc.id).toEqual(expected.creators);
      expect(entry.properties.filter((p) => p.key === 'KW').map((p) => p.value)).toEqual(doc.keywords);
      for (const da of entry.properties.filter((p) => p.key === 'DA'))
        expect(da.value, doc.id).toMatch(/^\d{4}\/(\d{2})?\/(\d{2})?\/$/);
      expect(entry.properties.find((p) => p.key === 'PY')?.value).toMatch(/^\d{4}$/);
      if (doc.type === 2 && doc.tutor)
        expect(entry.properties).toContainEqual(expect.objectContaining({ key: 'A3', value: doc.tutor }));
      if (doc.type === 6)
        expect(entry.properties).toContainEqual(
          expect.objectContaining({ key: 'N1', value: `状态: ${doc.standardStatus}` }),
        );
    });
    // Not one date without its zeros, in any line.
    expect(text).not.toMatch(/^DA {2}- \d{4}\/\d\//m);
    expect(text).not.toMatch(/^DA {2}- \d{4}\/\d{2}\/\d\//m);
  });

  it('EndNote and NoteExpress name the page too', async () => {
    const { dataset, records, details } = sample();
    const endNote = (await formatExport(dataset, records, 'EndNote', origin)).text.split('\n\n');
    const noteExpress = (await formatExport(dataset, records, 'NoteExpress', origin)).text.split('\n\n');
    details.forEach((doc, i) => {
      const url = `${origin}${documentPath(doc.type, doc.id)}`;
      expect(endNote[i]!.split('\n')).toContain(`%U ${url}`);
      expect(noteExpress[i]!.split('\n')).toContain(`{URL}: ${url}`);
    });
  });
});
