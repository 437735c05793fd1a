import { describe, expect, it } from 'vitest';
import {
  downloadCitationTemplate,
  getCitationDataSource,
  getCitationOrderList,
  importCitationList,
  loginByMobileNo,
  setCitationOrder,
  setCitationOrderReg,
} from '@wenxian/api';
import { citationOrderTimings, publisherSources } from '@wenxian/domain';
import { SIM_MOBILE_CODE } from '../index';
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

  it('shows each member only their own orders', async () => {
    await login();
    await setCitationOrder({ title: '甲的订单', dataSourceIds: ['WOS'], papers: [paper] });
    await loginByMobileNo({ mobileNo: '13800000002', code: SIM_MOBILE_CODE });
    expect((await getCitationOrderList({})).total).toBe(0);
  });
});
