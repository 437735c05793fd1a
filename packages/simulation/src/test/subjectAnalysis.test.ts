import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getManagerSubjectAnalysis } from '@wenxian/api';
import { getDataset } from '../data/dataset';
import { disciplines } from '../data/vocabulary';
import { sharesOf } from '../handlers/manager/journalFigures';
import { resetSimulation } from '../index';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

const sum = (values: readonly number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 10) / 10;

describe('学科分析 (the managed journal’s subjects)', () => {
  it.each([
    ['J00001', {}],
    ['J00002', { startYear: 2015, endYear: 2024 }],
    ['J00007', {}],
  ])(
    'counts %s’s papers once each, by discipline and its CLC class, beside the corpus of the field',
    async (id, range) => {
      const analysis = await getManagerSubjectAnalysis({ journalId: id, ...range }, { goToLogin: false });
      const dataset = getDataset();
      const journal = dataset.journalById.get(id)!;
      const inRange = (year: number) =>
        (!('startYear' in range) || year >= range.startYear) && (!('endYear' in range) || year <= range.endYear);
      const records = journal.literatureIds.map((r) => dataset.literatureById.get(r)!).filter((r) => inRange(r.year));
      const fields = new Set(records.map((r) => r.disciplineId));
      // One row per discipline, named with its class: never the same discipline split over class numbers.
      expect(analysis.rankings.map((r) => r.id).sort()).toEqual([...fields].sort());
      for (const row of analysis.rankings) {
        const discipline = disciplines.find((d) => d.id === row.id)!;
        expect(row.name).toBe(`${discipline.name}（${discipline.clc}）`);
        expect(row.count).toBe(records.filter((r) => r.disciplineId === row.id).length);
      }
      const rows = analysis.table!.rows;
      expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
      expect(sum(rows.map((r) => Number(r[1])))).toBe(records.length);
      expect(sum(rows.map((r) => Number(r[2])))).toBe(100);
      expect(analysis.figures.find((f) => f.name === '涉及学科')?.value).toBe(fields.size);
      // The corpus's journal papers of the field in the same years, and the journal's part of them.
      for (const row of rows) {
        const id = analysis.rankings.find((r) => r.name === row[0])!.id;
        const field = dataset.literature.filter((r) => r.type === 1 && r.disciplineId === id && inRange(r.year)).length;
        expect(row[4]).toBe(field);
        expect(field).toBeGreaterThanOrEqual(Number(row[1]));
        expect(row[5]).toBe(Math.round((Number(row[1]) / field) * 1000) / 10);
      }
    },
  );

  it('gives shares of one decimal that add up to 100 (largest remainder)', () => {
    expect(sharesOf([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(sharesOf([2, 1, 1, 1, 1, 1, 1])).toEqual([25, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5]);
    expect(sum(sharesOf([7, 5, 3, 1, 1]))).toBe(100);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
  });
});
