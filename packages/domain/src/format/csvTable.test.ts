import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, toCsv, toCsvSections } from './csvTable';

/** Reads one CSV line back (quoted cells, doubled quotes): the inverse the test checks against. */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

describe('CSV export', () => {
  it('writes a BOM, CRLF lines and quotes only where needed', () => {
    expect(
      toCsv(
        ['机构', '发文量'],
        [
          ['清华大学', 12],
          ['北京, 大学', null],
        ],
      ),
    ).toBe('\uFEFF机构,发文量\r\n清华大学,12\r\n"北京, 大学",\r\n');
    expect(csvCell('说"明"')).toBe('"说""明"""');
  });

  it('neutralises formulas in text cells but keeps negative numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-3)).toBe('-3');
  });

  it('round-trips any single-line text cell', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !/[\r\n]/.test(s) && !/^[=+\-@]/.test(s)),
          { minLength: 1, maxLength: 6 },
        ),
        (cells) => {
          const line = toCsv(cells, []).slice(1, -2);
          expect(parseLine(line)).toEqual(cells);
        },
      ),
    );
  });

  it('joins report sections under their titles', () => {
    expect(
      toCsvSections([
        { title: '甲', columns: ['a'], rows: [[1]] },
        { title: '乙', columns: ['b'], rows: [] },
      ]),
    ).toBe('\uFEFF甲\r\na\r\n1\r\n\r\n乙\r\nb\r\n');
  });
});
