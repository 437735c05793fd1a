import { documentTypes, standardIssuers } from '@wenxian/domain';
import { describe, expect, it } from 'vitest';
import { getDataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { formatCitations, formatExport } from './citations';
import { fixtureDataset, standardExamples } from './fixtures';

describe('GB/T 7714—2015 texts (citation-js with the official CSL style)', () => {
  it.each(standardExamples.map((e) => [e.label, e] as const))('%s', async (_label, example) => {
    const [text] = await formatCitations(fixtureDataset, [example.record], 'GB/T 7714—2015');
    expect(text).toBe(example.expected);
  });

  // The seats as the site's organisations carry them (北京市): the standard names the city without 市 (§8.4.1.1).
  const withSeatsAsAddresses = {
    ...fixtureDataset,
    organizationById: new Map(
      [...fixtureDataset.organizationById].map(([id, o]) => [id, { ...o, city: `${o.city}市` }]),
    ),
  } as typeof fixtureDataset;
  it.each(standardExamples.filter((e) => e.expected.includes('北京: ')).map((e) => [e.label, e] as const))(
    '%s, its seat given as 北京市',
    async (_label, example) => {
      const [text] = await formatCitations(withSeatsAsAddresses, [example.record], 'GB/T 7714—2015');
      expect(text).toBe(example.expected);
    },
  );

  it('has an example for every document type of the code table', () => {
    const covered = new Set(standardExamples.map((e) => e.type));
    for (const type of documentTypes) expect(covered, type.name).toContain(type.code);
  });

  const typeMark: Record<number, string> = {
    1: 'J/OL',
    2: 'D',
    3: 'C/OL',
    4: 'R',
    5: 'P',
    6: 'S',
    7: 'R',
    8: 'A',
    18: 'N',
    51: 'A',
  };
  /** The shape §4 prescribes per type, checked on seeded records of every type. */
  const shape: Record<number, (r: LiteratureRecord) => RegExp> = {
    1: (r) =>
      new RegExp(
        `\\[J/OL\\]\\. [^,]+, \\d{4}(, \\d+)?(\\(\\d+\\))?: \\d+(-\\d+)?\\. DOI:${r.doi.replace(/\./g, '\\.')}\\.$`,
      ),
    2: () => /\[D\]\. [^:]+: [^,]+, \d{4}\.$/,
    3: () => /\[C\/OL\]\/\/[^,]+, \d{4}年\d+月\d+(—\d+)?日, [^.]+\. \d{4}: \d+-\d+\. DOI:\S+\.$/,
    4: () => /\[R\]\. [^:]+: [^,]+, \d{4}\.$/,
    5: (r) => new RegExp(`: ${r.applicationNo?.replace('.', '\\.')}\\[P\\]\\. \\d{4}-\\d{2}-\\d{2}\\.$`),
    6: (r) => new RegExp(`^[^.]+\\. .+: ${r.standardNo?.replace(/[/.]/g, '\\$&')}\\[S\\]\\. \\d{4}\\.$`),
    7: () => /\[R\]\. [^:]+: [^,]+, \d{4}\.$/,
    8: (r) => new RegExp(`^${r.source}\\. .+: ${r.docNo}\\[A\\]\\. \\d{4}\\.$`),
    18: () => /\[N\]\. [^,]+, \d{4}-\d{2}-\d{2}\(\d+\)\.$/,
    51: (r) => new RegExp(`^${r.source}\\. .+: ${r.docNo}\\[A\\]\\. \\d{4}\\.$`),
  };

  it('formats seeded records of every type in the shape the standard prescribes', async () => {
    const dataset = getDataset();
    for (const type of Object.keys(shape).map(Number)) {
      const records = dataset.literature.filter((r) => r.type === type).slice(0, 8);
      const texts = await formatCitations(dataset, records, 'GB/T 7714—2015');
      records.forEach((record, i) => {
        const text = texts[i] ?? '';
        expect(text, record.id).toContain(`${record.title}`);
        expect(text, record.id).toContain(`[${typeMark[type]}]`);
        expect(text, record.id).toMatch(shape[type]!(record));
        if (record.authors.length > 3 && type !== 6) expect(text, record.id).toContain(', 等.');
      });
    }
  });
});

describe('MLA and APA texts', () => {
  it('cite a journal article in each style', async () => {
    const journal = standardExamples[0]!.record;
    const [mla] = await formatCitations(fixtureDataset, [journal], 'MLA');
    const [apa] = await formatCitations(fixtureDataset, [journal], 'APA');
    expect(mla).toBe(
      '袁训来, et al. “蓝田生物群: 一个认识多细胞生物起源和早期演化的新窗口.” 科学通报, vol. 55, no. 34, 2012, p. 3219, https://doi.org/10.1360/972012-1184.',
    );
    expect(apa).toBe(
      '袁训来, 陈哲, 肖书海, & 万斌. (2012). 蓝田生物群: 一个认识多细胞生物起源和早期演化的新窗口. 科学通报, 55(34), 3219. https://doi.org/10.1360/972012-1184',
    );
  });
});

describe('exports parse back to the same fields', () => {
  const pick = () => {
    const dataset = getDataset();
    return {
      dataset,
      records: documentTypes.map(
        (t) =>
          dataset.literature.find((r) => r.type === t.code && r.authors.length > 0) ??
          dataset.literature.find((r) => r.type === t.code)!,
      ),
    };
  };

  it('RIS follows the definition: CRLF, TY first and ER last, no value broken over lines, SP/EP, KW trimmed', async () => {
    const { dataset, records } = pick();
    const long = { ...records[0]!, id: 'LONG', abstract: '区域差异'.repeat(40) };
    const { text } = await formatExport(dataset, [...records, long], 'RefMan');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
    expect(lines.filter((l) => l.startsWith('AB  - ')).at(-1)).toBe(`AB  - ${long.abstract}`);
    expect(lines.filter((l) => l.startsWith('KW  - ')).every((l) => !l.startsWith('KW  -  '))).toBe(true);
    const journal = records.find((r) => r.type === 1)!;
    const [start, end] = journal.pages.split('-');
    expect(lines).toContain(`SP  - ${start}`);
    expect(lines).toContain(`EP  - ${end}`);
    const news = records.find((r) => r.type === 18)!;
    const newsEntry = text.split('ER  - \r\n')[records.indexOf(news)]!;
    for (const a of news.authors) expect(newsEntry).toContain(`AU  - ${a.name}\r\n`);
    expect(newsEntry).toContain(`DA  - ${news.publishDate.replace(/-/g, '/')}/\r\n`);
  });

  it('EndNote tagged: %0 type, one %A per author, %K per keyword', async () => {
    const { dataset, records } = pick();
    const { text } = await formatExport(dataset, records, 'EndNote');
    const entries = text.split('\n\n');
    expect(entries).toHaveLength(records.length);
    records.forEach((record, i) => {
      const lines = entries[i]!.split('\n');
      expect(lines[0]).toMatch(
        /^%0 (Journal Article|Thesis|Conference Proceedings|Report|Patent|Standard|Statute|Legal Rule or Regulation|Newspaper Article)$/,
      );
      expect(
        lines.every((l) => /^%[0-9A-Z@&]\s/.test(l)),
        record.id,
      ).toBe(true);
      expect(lines.filter((l) => l.startsWith('%A ')).map((l) => l.slice(3))).toEqual(
        record.type === 6
          ? standardIssuers(record.standardNo!, record.year)
          : record.authors.length > 0
            ? record.authors.map((a) => a.name)
            : [record.source].filter(Boolean),
      );
      expect(lines).toContain(`%T ${record.title}`);
      expect(lines.filter((l) => l.startsWith('%K ')).map((l) => l.slice(3))).toEqual(record.keywords);
    });
    expect(entries[0]).toMatch(/^%0 Journal Article\n/);
  });

  it('NoteExpress: {Field}: value lines with the reference type', async () => {
    const { dataset, records } = pick();
    const { text } = await formatExport(dataset, records, 'NoteExpress');
    const entries = text.split('\n\n');
    expect(entries).toHaveLength(records.length);
    const thesis = entries[records.findIndex((r) => r.type === 2)]!;
    expect(thesis).toMatch(/^\{Reference Type\}: Thesis$/m);
    expect(thesis).toMatch(/^\{Secondary Author\}: .+$/m);
    for (const entry of entries) expect(entry.split('\n').every((l) => /^\{[A-Za-z/ ]+\}: /.test(l))).toBe(true);
  });

  it('NoteFirst: well-formed XML, one Item per record, special characters escaped', async () => {
    const { dataset, records } = pick();
    const tricky = { ...records[0]!, id: 'T1', title: 'A < B & "C"' };
    const { text } = await formatExport(dataset, [...records, tricky], 'NoteFirst');
    expect(text.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<NoteFirst>')).toBe(true);
    expect(text.match(/<Item /g)).toHaveLength(records.length + 1);
    expect(text).toContain('<Text>A &lt; B &amp; &quot;C&quot;</Text>');
    // Every element opened is closed in order.
    const stack: string[] = [];
    for (const [, close, name, selfClosing] of text
      .replace(/<\?xml[^>]*\?>/, '')
      .matchAll(/<(\/?)([A-Za-z]+)[^>]*?(\/?)>/g)) {
      if (selfClosing) continue;
      if (close) expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);
  });
});

describe('texts kept once formatted', () => {
  it('gives a record changed since its last text a new text, never the kept one', async () => {
    const dataset = getDataset();
    const record = dataset.literature.find((r) => r.type === 1)!;
    const [before] = await formatCitations(dataset, [record], 'APA');
    expect(before).toContain(record.title);
    const retitled = { ...record, title: `${record.title}（修订版）` };
    const [after] = await formatCitations(dataset, [retitled], 'APA');
    expect(after).toContain(retitled.title);
    // And the first record's text is the same again.
    expect((await formatCitations(dataset, [record], 'APA'))[0]).toBe(before);
  });
});

describe('texts name what a reader needs to find the document', () => {
  const dataset = getDataset();
  const first = (type: number) => dataset.literature.find((r) => r.type === type && r.authors.length > 0)!;

  it('APA and MLA name the conference of a conference paper', async () => {
    const paper = first(3);
    const conference = dataset.conferenceById.get(paper.conferenceId!)!.name;
    for (const style of ['APA', 'MLA'])
      expect((await formatCitations(dataset, [paper], style))[0]).toContain(conference);
  });

  it('APA cites a regulation or policy by its issuing body with its 发文字号, not as a US public law', async () => {
    for (const type of [8, 51]) {
      const record = dataset.literature.find((r) => r.type === type && r.source && r.docNo)!;
      const [apa] = await formatCitations(dataset, [record], 'APA');
      expect(apa).not.toContain('Pub. L.');
      expect(apa!.startsWith(`${record.source}. (${record.year}).`), apa).toBe(true);
      expect(apa).toContain(record.docNo!);
    }
  });
});
