import { describe, expect, it } from 'vitest';
import { expectNoFaults } from './faults';
import { buildDataset } from '../../data/dataset';
import { fieldsOfOrganization } from '../../data/organizations';
import { cityNamed, provinceByName } from '../../data/places';
import { cnClassOf, tagFitsField } from '../../data/journals';
import { flagshipEnglishNames } from '../../data/journalNamesEn';
import type { LiteratureRecord } from '../../data/types';
import { disciplines, instituteNames } from '../../data/vocabulary';

/**
 * What a scholar would catch across the corpus rather than in one record: a journal, organisation or author that
 * contradicts itself or its world, two records of one type with one title, one research object filed in two
 * classes, and a notice out of its season. Every journal, organisation and author is read.
 */

const dataset = buildDataset();

/** The entity classes: what a scholar would catch in a journal's or an organisation's card. */
function entityFaults(): Record<string, string[]> {
  const organs = dataset.organizations.filter((o) => !o.isVirtual);
  const national = (o: { name: string }) => (instituteNames as readonly string[]).includes(o.name);
  const organ = (id: string) => dataset.organizationById.get(id);
  const placeOf = (name: string): string | undefined =>
    /^(.+?)(?:市第[一二三四五六]人民医院|理工大学|师范大学|医科大学|农业大学|财经大学|科技大学|工业大学|大学)$/.exec(
      name,
    )?.[1] ??
    /^(.+?)[^市]{2}(?:信息技术|智能科技|精密机械|智能装备|新材料|建设工程|环保科技|农业科技|生物医药)有限公司$/.exec(
      name,
    )?.[1];
  const englishNames = new Map<string, string[]>();
  for (const j of dataset.journals) englishNames.set(j.nameEn, [...(englishNames.get(j.nameEn) ?? []), j.name]);
  const issnValid = (issn: string): boolean => {
    const m = /^(\d{4})-(\d{3})([\dX])$/.exec(issn);
    if (!m) return false;
    const digits = `${m[1]}${m[2]}`;
    const sum = [...digits].reduce((t, d, i) => t + Number(d) * (8 - i), 0);
    const check = (11 - (sum % 11)) % 11;
    return m[3] === (check === 10 ? 'X' : String(check));
  };
  return {
    // 厦乡县大学 in 宁夏回族自治区 · 南阳市: an invented place, or a city outside its province.
    organizationPlaceInvented: organs
      .filter((o) => !cityNamed(o.city) || !provinceByName.has(o.province))
      .map((o) => o.name),
    organizationCityOutsideProvince: organs
      .filter((o) => cityNamed(o.city)?.province !== o.province)
      .map((o) => o.name),
    organizationNamedAfterAnotherCity: organs
      .filter((o) => !national(o) && cityNamed(placeOf(o.name) ?? '')?.name !== cityNamed(o.city)?.name)
      .map((o) => o.name),
    organizationNameMalformed: organs
      .filter((o) => (o.kind === 'company' ? !/有限公司$/.test(o.name) : placeOf(o.name) === undefined && !national(o)))
      .map((o) => o.name),
    // 计算机工程 hosted by 宁南市第二人民医院, 中国全科医学 by an insurance company.
    journalHostOutsideField: dataset.journals
      .filter((j) => {
        const host = organ(j.hostOrganId);
        return !host || host.kind === 'company' || !fieldsOfOrganization(host).includes(j.disciplineId);
      })
      .map((j) => j.name),
    // 计算机工程 with CN 37-1005/R: the class is the field's, the region the host's province.
    journalCnContradicts: dataset.journals
      .filter((j) => {
        const m = /^(\d{2})-\d{4}\/([A-Z]+\d?)$/.exec(j.cn);
        const host = organ(j.hostOrganId);
        return !m || m[2] !== cnClassOf[j.disciplineId] || provinceByName.get(host?.province ?? '')?.code !== m[1];
      })
      .map((j) => `${j.name} ${j.cn}`),
    journalIssnInvalid: dataset.journals.filter((j) => !issnValid(j.issn)).map((j) => `${j.name} ${j.issn}`),
    // 计算机学报 ISSN 8919-3377: Chinese journals hold serials of the ranges ISSN China assigns (1000–1009, 1671–1674,
    // 2095–2097), the older ranges to the older journals.
    journalIssnOutsideChineseRanges: dataset.journals
      .filter((j) => !/^(100\d|167[1-4]|209[5-7])-/.test(j.issn) || (j.foundedYear < 1990 && !/^100\d-/.test(j.issn)))
      .map((j) => `${j.name} ${j.issn} ${j.foundedYear}`),
    // 新乡科技大学学报 as a 旬刊: a university journal appears monthly at most often.
    universityJournalTooFrequent: dataset.journals
      .filter((j) => j.name.includes('大学学报') && ['旬刊', '半月刊'].includes(j.frequency))
      .map((j) => `${j.name} ${j.frequency}`),
    // 制造技术与机床 as “Chinese Journal of Mechanical Engineering”: one English name per journal, its own.
    journalEnglishNameShared: [...englishNames].filter(([, names]) => names.length > 1).map(([en]) => en),
    journalEnglishNameForeign: dataset.journals
      .filter((j) => {
        const flagship = flagshipEnglishNames[j.name];
        if (flagship) return j.nameEn !== flagship;
        const host = organ(j.hostOrganId);
        return j.name.includes('学报（') && !j.nameEn.startsWith(`Journal of ${host?.nameEn ?? host?.name ?? ''} (`);
      })
      .map((j) => `${j.name} ${j.nameEn}`),
    // 管理工程学报 in AHCI, IEEE and Nature; 中华内科杂志 CSSCI; 中国法学 CSCD and JCR Q1.
    journalTagsOutsideField: dataset.journals
      .filter((j) => j.indexTags.some((t) => !tagFitsField(t, j.disciplineId, j.indexTags)))
      .map((j) => `${j.name} ${j.indexTags.join(',')}`),
    // 上头医科大学 and firms co-authoring literary studies.
    authorOrganizationOutsideField: dataset.authors
      .filter((a) => {
        const o = organ(a.organId);
        return !o || !fieldsOfOrganization(o).includes(a.disciplineId);
      })
      .map((a) => `${a.name} ${organ(a.organId)?.name ?? ''} ${a.disciplineId}`),
  };
}

/** Whole-corpus classes: two records of one type with one title; one research object filed in two CLC classes. */
function corpusFaults(): Record<string, string[]> {
  const byTitle = new Map<string, LiteratureRecord[]>();
  for (const r of dataset.literature) {
    // A report's yearly editions share a title but for their years: the title keeps the year.
    const key = `${r.type}:${r.title}`;
    byTitle.set(key, [...(byTitle.get(key) ?? []), r]);
  }
  const clcs = new Map<string, Set<string>>();
  for (const r of dataset.literature) {
    if (r.language !== 'zh') continue;
    const key = `${r.disciplineId}:${r.keywords[0] ?? ''}`;
    clcs.set(key, (clcs.get(key) ?? new Set()).add(r.clc));
  }
  const fieldClass = new Map(disciplines.map((d) => [d.id, d.clc.charAt(0)]));
  return {
    // the same title twice on one results page (水稻术语, 一种用于深基坑的装置)
    sameTitleAndType: [...byTitle].filter(([, list]) => list.length > 1).map(([key]) => key),
    // CLC sub-classes drawn at random: one object, one class
    objectsInSeveralClcClasses: [...clcs]
      .filter(([, set]) => set.size > 1)
      .map(([key, set]) => `${key} ${[...set].join(',')}`),
    clcOutsideField: dataset.literature
      .filter((r) => {
        const letter = fieldClass.get(r.disciplineId);
        // Management files under C, F and D; every other field under its own class letter.
        return r.disciplineId === 'mgmt'
          ? !/^[CFD]/.test(r.clc)
          : !r.clc.startsWith(letter ?? '?') && !/^U2/.test(r.clc);
      })
      .map((r) => `${r.id} ${r.clc}`),
  };
}

describe('the corpus holds no two records of one type with one title, and files each object in one class', () => {
  it('finds none of either', () => {
    expectNoFaults('corpus-wide faults', corpusFaults());
  });
});

describe('the corpus’s entities agree with themselves (every journal, organisation and author)', () => {
  it('finds no journal, organisation or author that contradicts itself or its world', () => {
    expectNoFaults('entity faults', entityFaults());
  });
});

describe('the site’s notices are dated in their season', () => {
  it('dates a 春节 notice in the weeks before the festival (January or February)', () => {
    const festive = dataset.content.notices.filter((n) => n.title.includes('春节'));
    expect(festive.length).toBeGreaterThan(0);
    // a 春节 notice dated May
    expect(festive.filter((n) => !/^\d{4}-0[12]-/.test(n.publishDate)).map((n) => n.publishDate)).toEqual([]);
  });
});

describe('the site’s news and lectures are about a field’s objects of study', () => {
  it('titles no news or lecture after a method or an aspect (“案例研究研究进展与学术动态”)', () => {
    const objects = disciplines.flatMap((d) => d.objects);
    const methodsAndAspects = disciplines.flatMap((d) => [...d.methods, ...d.aspects]);
    const articles = [...dataset.content.news, ...dataset.content.lectures];
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.filter((a) => !objects.some((o) => a.title.startsWith(o))).map((a) => a.title)).toEqual([]);
    expect(
      articles.filter((a) => methodsAndAspects.some((term) => a.title.startsWith(term))).map((a) => a.title),
    ).toEqual([]);
  });
});

describe('a news item’s figures are the corpus’s as of its date', () => {
  it('counts the subject’s records published by its year and names the latest of their years', () => {
    const wrong = dataset.content.news.flatMap((item) => {
      const subject = item.title.replace(/研究进展与学术动态$/, '');
      const year = Number(item.publishDate.slice(0, 4));
      const years = dataset.literature.filter((r) => r.keywords.includes(subject) && r.year <= year).map((r) => r.year);
      const stated = /相关的文献 (\d+) 篇，最新成果发表于 (\d{4}) 年/.exec(item.content);
      const fits = years.length > 0 && stated?.[1] === String(years.length) && stated[2] === String(Math.max(...years));
      return fits ? [] : [`${item.title}: ${stated?.[0] ?? 'no figures'} (corpus: ${years.length})`];
    });
    expect(dataset.content.news.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
