import { describe, expect, it } from 'vitest';
import {
  downloadCitationTemplate,
  getCitationDataSource,
  getCitationOrderList,
  getCitationOrderReport,
  importCitationList,
  loginByMobileNo,
  setCitationOrder,
  setCitationOrderReg,
} from '@wenxian/api';
import { citationOrderTimings, publisherSources } from '@wenxian/domain';
import { citedPapersOfTheBase, SIM_MOBILE_CODE } from '../index';
import { getDataset } from '../data/dataset';
import { sourcesIndexing, titleKey } from '../handlers/citationReports';
import { movableClock, useFreshSimulation } from './clock';

useFreshSimulation();
const login = () => loginByMobileNo({ mobileNo: '13800000001', code: SIM_MOBILE_CODE });
const csv = (text: string, name = '论文清单.csv') => new File([text], name, { type: 'text/csv' });
const header = '题名,作者,刊名,年,卷,期';
const paper = { title: '深度学习综述', authors: '张三', journal: '计算机学报', year: '2020', volume: '43', issue: '1' };

describe('citation orders', () => {
  it('answers the thirteen sources of §3 in the spec order', async () => {
    const sources = await getCitationDataSource();
    expect(sources.map((s) => s.code)).toEqual([...publisherSources]);
    expect(sources[0]).toEqual({ id: 'WOS', code: 'WOS', name: 'WOS 2025' });
  });

  it('serves a template whose header is what import reads back', async () => {
    const template = await downloadCitationTemplate();
    const text = await template.blob.text();
    expect(text.replace(/^\uFEFF/, '').trim()).toBe(header);
    expect(template.fileName).toBe('引文检索导入模板.csv');
  });

  it('imports the rows of the uploaded file, quoted commas included', async () => {
    await login();
    const file = csv(
      `\uFEFF${header}\r\n深度学习综述,张三,计算机学报,2020,43,1\r\n"图神经网络, 方法与应用",李四;王五,软件学报,2022,,\r\n,,,,,\r\n`,
    );
    const result = await importCitationList(file);
    expect(result.fileName).toBe('论文清单.csv');
    expect(result.papers).toEqual([
      paper,
      {
        title: '图神经网络, 方法与应用',
        authors: '李四;王五',
        journal: '软件学报',
        year: '2022',
        volume: '',
        issue: '',
      },
    ]);
  });

  it.each([
    ['a file that is not CSV', csv(`${header}\n题名`, '清单.xlsx'), '请上传CSV格式的导入模板'],
    ['a header unlike the template', csv('标题,作者\n深度学习,张三'), '文件表头与导入模板不一致，请下载模板后填写'],
    ['the template with no rows', csv(`${header}\n`), '文件中没有论文，请按模板填写后再导入'],
    [
      'a row without a title',
      csv(`${header}\n甲,张三,,,,\n,李四,软件学报,2022,,`),
      '第2篇论文缺少题名，请补全后重新导入',
    ],
  ])('refuses %s with a clear message', async (_what, file, message) => {
    await login();
    await expect(importCitationList(file, { silent: true })).rejects.toMatchObject({ message });
  });

  it('keeps an order whose state moves by the clock, and registers it', async () => {
    const time = movableClock();
    await login();
    await expect(
      setCitationOrder({ title: ' ', dataSourceIds: ['WOS'], papers: [paper] }, { silent: true }),
    ).rejects.toMatchObject({ message: '请填写订单名称' });
    await expect(
      setCitationOrder({ title: '2025年度引证', dataSourceIds: ['NOPE'], papers: [paper] }, { silent: true }),
    ).rejects.toMatchObject({ message: '请至少选择一个数据库' });
    const order = await setCitationOrder({ title: '2025年度引证', dataSourceIds: ['WOS', 'NSSD'], papers: [paper] });
    expect(order).toMatchObject({
      title: '2025年度引证',
      dataSourceIds: ['WOS', 'NSSD'],
      paperCount: 1,
      stateName: '待受理',
    });
    const stateNow = async () => (await getCitationOrderList({ pageNum: 1, pageSize: 10 })).list[0]?.stateName;
    time.advance(citationOrderTimings.acceptMs);
    expect(await stateNow()).toBe('检索中');
    time.advance(citationOrderTimings.finishMs);
    expect(await stateNow()).toBe('已完成');
    await expect(
      setCitationOrderReg({ orderId: order.id, name: '王老师', organ: '某大学', contact: '123' }, { silent: true }),
    ).rejects.toMatchObject({ message: '请输入正确的手机号或邮箱' });
    const registered = await setCitationOrderReg({
      orderId: order.id,
      name: '王老师',
      organ: '某大学',
      contact: '13800000009',
    });
    expect(registered.registration).toEqual({ name: '王老师', organ: '某大学', contact: '13800000009' });
    expect((await getCitationOrderList({})).list[0]?.registration?.name).toBe('王老师');
  });

  it('reports a finished order from its own papers and sources: the papers found, each with the records citing it', async () => {
    const time = movableClock();
    await login();
    const [first, second] = await citedPapersOfTheBase(2);
    // The list as a librarian types it: another width of spaces and punctuation, and a paper not in the base.
    const typed = { ...first!, title: ` ${first!.title.replace(/的/, ' 的')}  ` };
    const unknown = { ...paper, title: '一篇文献库中没有的论文' };
    const sources = ['WOS', 'SCOPUS', 'CSA'];
    const order = await setCitationOrder({
      title: '年度引证',
      dataSourceIds: sources,
      papers: [typed, second!, unknown],
    });
    await expect(getCitationOrderReport({ orderId: order.id }, { silent: true })).rejects.toMatchObject({
      message: '检索尚未完成，完成后可查看报告',
    });
    time.advance(citationOrderTimings.finishMs);
    const report = await getCitationOrderReport({ orderId: order.id });
    expect(report.order).toMatchObject({ id: order.id, stateName: '已完成', paperCount: 3 });
    expect(report.foundCount).toBe(2);
    expect(report.papers.map((p) => p.paper.title)).toEqual([typed.title, second!.title, unknown.title]);
    expect(report.papers[2]).toMatchObject({ literature: null, citing: [] });

    // Each found paper's citations are exactly the base's citing records that the chosen sources index.
    const dataset = getDataset();
    for (const found of report.papers.slice(0, 2)) {
      const record = dataset.literature.find((r) => titleKey(r.title) === titleKey(found.paper.title))!;
      expect(found.literature?.id).toBe(record.id);
      const expected = record.citedBy.filter((id) =>
        sourcesIndexing(dataset.literatureById.get(id)!).some((code) => sources.includes(code)),
      );
      expect(found.citing.map((c) => c.id).sort()).toEqual([...expected].sort());
      for (const citing of found.citing) {
        expect(citing.dataSourceIds.every((code) => sources.includes(code))).toBe(true);
        const shared = dataset.literatureById
          .get(citing.id)!
          .authors.some((a) => record.authors.some((b) => b.id === a.id));
        expect(citing.selfCitation).toBe(shared);
      }
    }
    const all = report.papers.flatMap((p) => p.citing);
    expect(all.length).toBeGreaterThan(0);
    expect(report.citingCount).toBe(all.length);
    expect(report.selfCount + report.otherCount).toBe(all.length);
    expect(report.selfCount).toBe(all.filter((c) => c.selfCitation).length);

    // Another member cannot read it.
    await loginByMobileNo({ mobileNo: '13800000002', code: SIM_MOBILE_CODE });
    await expect(getCitationOrderReport({ orderId: order.id }, { silent: true })).rejects.toMatchObject({
      message: '订单不存在',
    });
  });

  it('indexes each record in a fixed few of the thirteen sources', () => {
    const record = getDataset().literature[0]!;
    const sources = sourcesIndexing(record);
    expect(sources).toEqual(sourcesIndexing(record));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((code) => (publisherSources as readonly string[]).includes(code))).toBe(true);
  });

  it('shows each member only their own orders', async () => {
    await login();
    await setCitationOrder({ title: '甲的订单', dataSourceIds: ['WOS'], papers: [paper] });
    await loginByMobileNo({ mobileNo: '13800000002', code: SIM_MOBILE_CODE });
    expect((await getCitationOrderList({})).total).toBe(0);
  });
});
