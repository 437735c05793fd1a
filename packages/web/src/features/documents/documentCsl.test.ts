import { describe, expect, it } from 'vitest';
import { messages } from '@wenxian/domain';
import { documentCslItem } from '@wenxian/simulation';
import { documentFields } from './documentFields';
import { sampleDocuments } from './sampleDocuments.testing';

const links = { journal: (id: string) => id, conference: (id: string) => id, organization: (id: string) => id };

/** Every string of a CSL item, dates written as the page writes them (YYYY-MM-DD). */
function haystack(item: Record<string, unknown>): string {
  return JSON.stringify(item, (_key, value: unknown) =>
    value && typeof value === 'object' && 'date-parts' in value
      ? (value as { 'date-parts': number[][] })['date-parts'].map((parts) =>
          parts.map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0'))).join('-'),
        )
      : value,
  );
}

/** The facts of one shown field: its text cut at the page's separators, an edition 第n版 as n. */
const factsOf = (text: string) =>
  text
    .split(/[，,()、]| 至 /)
    .map((part) => part.trim().replace(/^第(\d+)版$/, '$1'))
    // 未知 stands for a date the record lacks, not a fact to carry.
    .filter((fact) => fact && fact !== messages.format.unknownDate);

describe('the CSL-JSON item carries every field the document page shows', () => {
  it.each(sampleDocuments.map((d) => [d.doc.id, d.doc] as const))('%s', (_id, doc) => {
    for (const purpose of ['text', 'export'] as const) {
      const item = documentCslItem(doc, purpose);
      const all = haystack(item);
      expect(item.title).toBe(doc.title);
      for (const field of documentFields(doc, links)) {
        const shown = field.text ?? field.links?.map((l) => l.text).join('、') ?? '';
        for (const fact of factsOf(shown)) expect(all, `${field.label}: ${fact} (${purpose})`).toContain(fact);
      }
      for (const keyword of doc.keywords ?? []) expect(item.keyword).toContain(keyword);
      if (doc.abstract) expect(item.abstract).toBe(doc.abstract);
      // What GB/T 7714 prints beyond the fields is on the page too: the place, the conference's last day.
      if (item['publisher-place']) expect(doc.place).toBe(item['publisher-place']);
      const shown = JSON.stringify(documentFields(doc, links));
      for (const day of item['event-date']?.['date-parts'] ?? [])
        expect(shown).toContain(day.map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0'))).join('-'));
    }
  });
});
