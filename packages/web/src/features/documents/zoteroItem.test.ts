import { describe, expect, it } from 'vitest';
import { findLiteratureType } from '@wenxian/domain';
import { zoteroItem } from './zoteroItem';
import { sampleDocuments } from './sampleDocuments.testing';

const origin = 'https://wenxian.example';
const docOf = (type: number) => sampleDocuments.find((d) => d.doc.type === type)!.doc;
const itemOf = (type: number) => {
  const doc = docOf(type);
  const item = zoteroItem(doc, `${origin}${findLiteratureType(type)?.route}/${doc.id}`);
  return { ...item, fields: Object.fromEntries(item.fields) };
};
const people = (creatorType: string, names: string[]) => names.map((name) => ({ creatorType, name }));
const authors = ['袁训来', '陈哲'];

/** The fields of Zotero's item types (zotero-schema) each page fills, in the item type's own field names. */
describe("a document's Zotero item", () => {
  it.each(sampleDocuments.map((d) => [findLiteratureType(d.doc.type)?.name ?? '', d] as const))(
    '%s: its item type, the whole abstract, the URL, keywords as tags, the fund and classification in Extra',
    (_name, d) => {
      const item = itemOf(d.doc.type);
      expect(item.itemType).toBe(d.itemType);
      expect(item.fields).toMatchObject({
        title: d.doc.title,
        abstractNote: d.doc.abstract,
        url: `${origin}${findLiteratureType(d.doc.type)?.route}/${d.doc.id}`,
        language: 'zh',
      });
      expect(item.fields.extra).toContain('基金: 国家自然科学基金\n分类号: G250');
      expect(item.tags).toEqual(['生物群']);
    },
  );

  it('patent: inventors, its numbers, filing and issue dates, assignee and country', () => {
    const item = itemOf(5);
    expect(item.creators).toEqual(people('inventor', authors));
    expect(item.fields).toMatchObject({
      patentNumber: 'CN1976071A',
      applicationNumber: '200610171314.3',
      filingDate: '2006-06-13',
      issueDate: '2012-12-05',
      assignee: '北京大学',
      country: 'CN',
      extra: '专利类型: 发明专利\n主分类号: G06F 1/26\n基金: 国家自然科学基金\n分类号: G250',
    });
  });

  it('standard: number, organization, type, status and date; issuing bodies as authors, drafters contributors', () => {
    const item = itemOf(6);
    expect(item.creators).toEqual([
      ...people('author', ['国家质量监督检验检疫总局', '国家标准化管理委员会']),
      ...people('contributor', authors),
    ]);
    expect(item.fields).toMatchObject({
      number: 'GB/T 7714-2015',
      organization: '国家质量监督检验检疫总局、国家标准化管理委员会',
      type: '国家标准',
      status: '现行',
      date: '2012-12-05',
    });
    expect(item.fields.extra).toMatch(/^实施日期: 2016-01-01\n/);
  });

  it('thesis: degree as thesis type, university, place, and the supervisor as contributor', () => {
    const item = itemOf(2);
    expect(item.creators).toEqual([...people('author', authors), ...people('contributor', ['俞士汶'])]);
    expect(item.fields).toMatchObject({ thesisType: '博士学位论文', university: '北京大学', place: '北京' });
  });

  it('conference paper: conference name, its place and first day, pages', () => {
    expect(itemOf(3).fields).toMatchObject({
      conferenceName: '中国图书馆学会年会',
      eventPlace: '北京',
      date: '2011-10-26',
      pages: '45-52',
    });
  });

  it('regulation and policy: statutes with the 发文字号, the release date and the issuing body as author', () => {
    expect(itemOf(8)).toMatchObject({
      creators: people('author', ['国务院']),
      fields: { publicLawNumber: '〔2008〕12号', dateEnacted: '2012-12-05' },
    });
    expect(itemOf(51).fields).toMatchObject({ publicLawNumber: '〔2021〕45号' });
  });

  it('journal, report, achievement and newspaper keep their fields', () => {
    expect(itemOf(1).fields).toMatchObject({
      publicationTitle: '科学通报',
      volume: '55',
      issue: '34',
      pages: '45-52',
      date: '2012',
      DOI: '10.1/x',
    });
    expect(itemOf(4).fields).toMatchObject({
      institution: '中国科学技术信息研究所',
      place: '北京',
      reportType: '报告',
    });
    expect(itemOf(7).fields).toMatchObject({ institution: '北京大学', reportType: '成果' });
    expect(itemOf(18).fields).toMatchObject({ publicationTitle: '中国青年报', pages: '15', date: '2012-12-05' });
  });

  it('leaves out what the page shows as 未知', () => {
    const doc = { ...docOf(5), publishDate: '1600-01-01', applicationDate: null };
    const fields = Object.fromEntries(zoteroItem(doc, origin).fields);
    expect(fields).not.toHaveProperty('issueDate');
    expect(fields).not.toHaveProperty('filingDate');
  });
});
