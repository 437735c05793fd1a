import { describe, expect, it } from 'vitest';
import { reportYearFigures } from './reportYearFigures';

describe('a yearly report chart', () => {
  const series = [
    { name: '发文量', points: [2023, 2024, 2025].map((year) => ({ year, value: year - 2000 })) },
    { name: '被引量', points: [{ year: 2024, value: 7 }] },
  ];

  it("shows the report year's figures, not the years before it", () => {
    expect(reportYearFigures(series, 2025)).toEqual([
      { name: '发文量', count: 25 },
      { name: '被引量', count: 0 },
    ]);
    expect(reportYearFigures(series, 2024)).toEqual([
      { name: '发文量', count: 24 },
      { name: '被引量', count: 7 },
    ]);
  });
});
