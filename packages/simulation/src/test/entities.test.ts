import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hIndex, journalInitialOf, journalTagsDisplay } from '@wenxian/domain';
import {
  authorSearchPrefix,
  getAuthorCitationRanking,
  getAuthorInfo,
  getAuthorLatest,
  getAuthorLiteratures,
  getAuthorRankAnalysis,
  getAuthorTop10,
  getAuthorTrend,
  getChoiceJournal,
  getJournalColumnDistribution,
  getJournalLiteratures,
  showJournal,
  getOrganizationChildren,
  getOrganizationChinaAnalysis,
  getOrganizationLiteratures,
  getOrganizationV2Analysis,
  getOrganizationWorldAnalysis,
  showOrganization,
  getWordRankings,
} from '@wenxian/api';
import { getDataset } from '../data/dataset';
import { resetSimulation } from '../index';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

describe('simulated author calls', () => {
  it('search-prefix suggests only authors whose name holds the typed text, prefix matches first', async () => {
    const { authors } = getDataset();
    const surname = authors[0]?.name.slice(0, 1) ?? '';
    const suggestions = await authorSearchPrefix({ content: surname });
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) expect(s.name.startsWith(surname)).toBe(true);
    const full = authors[5]?.name ?? '';
    const exact = await authorSearchPrefix({ content: full });
    expect(exact[0]?.name).toBe(full);
    const inside = full.slice(1);
    const contained = await authorSearchPrefix({ content: inside });
    for (const s of contained) expect(s.name).toContain(inside);
    const ranks = contained.map((s) => (s.name.startsWith(inside) ? 0 : 1));
    expect(ranks).toEqual([...ranks].sort());
    expect(await authorSearchPrefix({ content: '  ' })).toEqual([]);
    expect(await authorSearchPrefix({ content: '不存在的作者名字' })).toEqual([]);
  });

  it('the profile h-index is the domain rule over the author’s own papers', async () => {
    const author = getDataset().authors.find((a) => a.literatureIds.length > 5);
    if (!author) throw new Error('no prolific author');
    const [profile, papers] = await Promise.all([
      getAuthorInfo({ id: author.id }),
      getAuthorLiteratures({ id: author.id, pageSize: 100 }),
    ]);
    expect(profile.hIndex).toBe(hIndex(papers.list.map((p) => p.citedCount ?? 0)));
    expect(papers.total).toBe(profile.literatureCount);
  });

  it('rankings are different orderings: times cited, number of papers, newest work', async () => {
    const [cited, papers, top, latest] = await Promise.all([
      getAuthorCitationRanking({}),
      getAuthorRankAnalysis({}),
      getAuthorTop10({}),
      getAuthorLatest({}),
    ]);
    const values = (rows: { value: number }[]) => rows.map((r) => r.value);
    expect(values(cited)).toEqual([...values(cited)].sort((a, b) => b - a));
    expect(cited.map((r) => r.value)).toEqual(cited.map((r) => r.author.citedCount));
    expect(papers.map((r) => r.value)).toEqual(papers.map((r) => r.author.literatureCount));
    expect(values(papers)).toEqual([...values(papers)].sort((a, b) => b - a));
    expect(top.map((a) => a.id)).toEqual(cited.slice(0, 10).map((r) => r.author.id));
    expect(latest.map((a) => a.id)).not.toEqual(top.map((a) => a.id));
  });
});

describe('simulated organisation calls', () => {
  const organs = () => getDataset().organizations;

  it('a virtual organisation (?v=jws) adds up its member units: each record of any member once', async () => {
    const virtual = organs().find((o) => o.isVirtual);
    if (!virtual) throw new Error('no virtual organisation');
    const [profile, children, papers] = await Promise.all([
      showOrganization({ id: virtual.id, v: 'jws' }),
      getOrganizationChildren({ id: virtual.id, v: 'jws' }),
      getOrganizationLiteratures({ id: virtual.id, v: 'jws', pageSize: 1 }),
    ]);
    expect(profile.isVirtual).toBe(true);
    expect(children.length).toBeGreaterThan(1);
    const memberIds = new Set(children.map((c) => c.id));
    const expected = getDataset().literature.filter((r) => r.authors.some((a) => memberIds.has(a.organId)));
    expect(profile.literatureCount).toBe(expected.length);
    expect(profile.citedCount).toBe(expected.reduce((s, r) => s + r.citedCount, 0));
    expect(papers.total).toBe(expected.length);
    // More than any one member, at most their sum (joint papers count once).
    const sum = children.reduce((s, c) => s + c.literatureCount, 0);
    expect(profile.literatureCount).toBeLessThanOrEqual(sum);
    expect(profile.literatureCount).toBeGreaterThan(Math.max(...children.map((c) => c.literatureCount)));
  });

  it('a real organisation with units counts only itself, and adds the units up with ?v=jws', async () => {
    const parent = organs().find((o) => !o.isVirtual && organs().some((c) => c.parentId === o.id));
    if (!parent) throw new Error('no parent organisation');
    const [own, added] = await Promise.all([
      showOrganization({ id: parent.id }),
      showOrganization({ id: parent.id, v: 'jws' }),
    ]);
    expect(own.literatureCount).toBe(parent.literatureCount);
    expect(added.literatureCount).toBeGreaterThan(own.literatureCount);
  });

  it('world and China analyses are different computations', async () => {
    const organ = [...organs()].filter((o) => !o.isVirtual).sort((a, b) => b.literatureCount - a.literatureCount)[3];
    if (!organ) throw new Error('no organisation');
    const [world, china] = await Promise.all([
      getOrganizationWorldAnalysis({ id: organ.id }),
      getOrganizationChinaAnalysis({ id: organ.id }),
    ]);
    // World: rank by times cited among all, impact normalised per discipline.
    const better = organs().filter((o) => !o.isVirtual && o.citedCount > organ.citedCount).length;
    expect(world.rank).toBe(better + 1);
    expect(world.disciplines.length).toBeGreaterThan(0);
    for (const row of world.disciplines)
      expect(row.impact).toBeCloseTo(row.baseline === 0 ? 0 : row.citationsPerPaper / row.baseline, 1);
    expect(world.trend.map((s) => s.name)).toEqual(['本机构篇均被引', '全库篇均被引']);
    // China: partner provinces (never its own units' papers counted as partners), rank within its province.
    expect(china.provinceRank.province).toBe(organ.province);
    expect(china.provinceRank.rank).toBeLessThanOrEqual(china.provinceRank.total);
    expect(china.trend.map((s) => s.name)).toEqual(['发文量', '被引量']);
    expect(china.regions.reduce((s, r) => s + r.count, 0)).toBeGreaterThan(0);
  });

  it('the v2 analysis is the collaboration graph around the organisation', async () => {
    const organ = [...organs()].sort((a, b) => b.literatureCount - a.literatureCount)[0];
    if (!organ) throw new Error('no organisation');
    const graph = await getOrganizationV2Analysis({ id: organ.id });
    expect(graph.nodes[0]?.id).toBe(organ.id);
    const ids = new Set(graph.nodes.map((n) => n.id));
    for (const link of graph.links) {
      expect(ids.has(link.source) && ids.has(link.target)).toBe(true);
      expect(link.value).toBeGreaterThan(0);
    }
    expect(graph.links.filter((l) => l.source === organ.id)).toHaveLength(graph.nodes.length - 1);
  });
});

describe('simulated journal calls', () => {
  it('the navigation by first letter lists the journals filed under it, with the A–Z counts of the other filters', async () => {
    const all = await getChoiceJournal({ tag: 'BDHX', pageSize: 1 });
    const letters = all.letters ?? [];
    expect(letters).toHaveLength(26);
    const busiest = [...letters].sort((a, b) => b.count - a.count)[0];
    if (!busiest) throw new Error('no letters');
    expect(busiest.count).toBeGreaterThan(0);
    const page = await getChoiceJournal({ tag: 'BDHX', letter: busiest.letter, pageSize: 100 });
    expect(page.total).toBe(busiest.count);
    for (const j of page.list) {
      expect(journalInitialOf(j.name)).toBe(busiest.letter);
      expect(j.indexTags).toContain('BDHX');
    }
    // The counts describe the class and tag filters, not the chosen letter.
    expect(page.letters).toEqual(letters);
    const filed = getDataset().journals.filter((j) => j.indexTags.includes('BDHX') && journalInitialOf(j.name));
    expect(letters.reduce((sum, l) => sum + l.count, 0)).toBe(filed.length);
  });

  it('index tags carry their editions, and display as the domain names them', async () => {
    const journal = getDataset().journals.find((j) => j.indexTags.includes('BDHX'));
    if (!journal) throw new Error('no 北大核心 journal');
    const profile = await showJournal({ id: journal.id });
    expect(profile.indexTagEditions?.BDHX).toMatch(/^20(17|20|23)$/);
    const shown = journalTagsDisplay(profile.indexTags, profile.indexTagEditions);
    expect(shown.find((t) => t.code === 'BDHX')?.fullName).toBe(`北大核心（${profile.indexTagEditions?.BDHX}版）`);
  });

  it('the column distribution counts what each column page lists', async () => {
    const journal = [...getDataset().journals].sort((a, b) => b.literatureIds.length - a.literatureIds.length)[0];
    if (!journal) throw new Error('no journal');
    const distribution = await getJournalColumnDistribution({ id: journal.id });
    expect(distribution.reduce((s, c) => s + c.count, 0)).toBe(journal.literatureIds.length);
    for (const column of distribution) {
      const page = await getJournalLiteratures({ id: journal.id, column: column.name, pageSize: 1 });
      expect(page.total).toBe(column.count);
    }
  });
});

describe('simulated word rankings', () => {
  it('change is the places moved since the year before', async () => {
    const rows = await getWordRankings({ word: '' });
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.some((r) => r.change !== 0)).toBe(true);
  });
});

describe('citation figures of the simulated corpus', () => {
  it('an author’s times cited are the citations of their papers, and their h-index is the papers’', () => {
    const author = getDataset().authors.find((a) => a.citedCount > 10);
    if (!author) throw new Error('no cited author');
    const { literatureById } = getDataset();
    const papers = author.literatureIds.map((id) => literatureById.get(id)).filter((r) => r !== undefined);
    const cited = papers.map((r) => r.citedCount);
    expect(cited.reduce((s, c) => s + c, 0)).toBe(author.citedCount);
    expect(papers.reduce((s, r) => s + r.citedBy.length, 0)).toBe(author.citedCount);
    expect(hIndex(cited)).toBe(author.hIndex);
  });
});

describe('citation analysis over the entity calls', () => {
  it('an author’s trend has 引用量 by citing year, and the citing documents are the records citing their papers', async () => {
    const author = getDataset().authors.find((a) => a.citedCount > 10);
    if (!author) throw new Error('no cited author');
    const { literatureById } = getDataset();
    const trend = await getAuthorTrend({ id: author.id });
    const received = trend.find((s) => s.name === '引用量');
    expect(received?.points.reduce((s, p) => s + p.value, 0)).toBe(author.citedCount);
    const citing = await getAuthorLiteratures({ id: author.id, relation: 'citing', pageSize: 100 });
    const expected = new Set(author.literatureIds.flatMap((id) => literatureById.get(id)?.citedBy ?? []));
    expect(citing.total).toBe(expected.size);
    for (const item of citing.list) expect(expected.has(item.id)).toBe(true);
    const highly = await getAuthorLiteratures({ id: author.id, sort: 'cited', pageSize: 5 });
    const counts = highly.list.map((p) => p.citedCount ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
