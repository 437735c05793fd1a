import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJournalLetter, journalInitialOf, journalLetterCounts, journalLetters } from './journalInitial';

// The runtime's decoder (the domain compiles without DOM or Node types).
const { TextDecoder } = globalThis as unknown as {
  TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };
};

describe('journalInitialOf', () => {
  it('files Chinese names under the pinyin initial, polyphones read in context', () => {
    expect(journalInitialOf('计算机学报')).toBe('J');
    expect(journalInitialOf('中国科学')).toBe('Z');
    expect(journalInitialOf('重庆大学学报（自然科学版）')).toBe('C');
    expect(journalInitialOf('长江大学学报')).toBe('C');
    expect(journalInitialOf('厦门大学学报')).toBe('X');
    expect(journalInitialOf('《读书》')).toBe('D');
  });

  it('files Latin names under their first letter and leaves digits and signs outside A–Z', () => {
    expect(journalInitialOf('Acta Physica Sinica')).toBe('A');
    expect(journalInitialOf('ｅ科技')).toBe('E');
    expect(journalInitialOf('21世纪经济')).toBeNull();
    expect(journalInitialOf('')).toBeNull();
    expect(journalInitialOf('  ')).toBeNull();
  });

  it('answers a letter of A–Z or null for any name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (name) => {
        const letter = journalInitialOf(name);
        expect(letter === null || isJournalLetter(letter)).toBe(true);
      }),
    );
  });

  it('gives every character of GB2312 level 1 (the 3,755 common characters) a letter', () => {
    // Level 1 sits at rows 0xB0–0xD7, cells 0xA1–0xFE (row 0xD7 ends at 0xF9).
    const level1 = fc
      .tuple(fc.integer({ min: 0xb0, max: 0xd7 }), fc.integer({ min: 0xa1, max: 0xfe }))
      .filter(([row, cell]) => row < 0xd7 || cell <= 0xf9)
      .map(([row, cell]) => new TextDecoder('gbk').decode(new Uint8Array([row, cell])));
    fc.assert(
      fc.property(level1, (han) => {
        expect(journalLetters).toContain(journalInitialOf(`${han}学报`));
      }),
      { numRuns: 500 },
    );
  });
});

describe('journalLetterCounts', () => {
  it('counts every name with a letter once, A–Z in order', () => {
    const counts = journalLetterCounts(['计算机学报', '经济研究', 'Acta', '21世纪']);
    expect(counts.map((c) => c.letter)).toEqual([...journalLetters]);
    expect(counts.find((c) => c.letter === 'J')?.count).toBe(2);
    expect(counts.find((c) => c.letter === 'A')?.count).toBe(1);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(3);
  });
});
