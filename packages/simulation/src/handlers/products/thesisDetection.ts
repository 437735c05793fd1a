import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { checkPrice, checkVersionOf, countCheckChars } from '@wenxian/domain';
import { THESIS_DETECTION_PATHS as OP } from '@wenxian/api';
import { SimulatedError } from '../../errors';
import { requireAccount } from '../../session/auth';
import {
  checkOrderOf,
  checkOrderView,
  createCheckOrder,
  readPaperText,
  reportHtml,
  stateOf,
} from '../../session/thesisDetection';
import { nextId, simulationState } from '../../session/state';
import { isoOf } from '../../session/calendar';
import { corpus } from '../corpusAndSearchEngine';
import { pageOf } from '../answerShapes';
import { route } from '../route';
import { products } from './productSession';

const fileOf = (form: Record<string, unknown>): File | null => (form.file instanceof File ? form.file : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Paper checking (doc 001 §7): orders are created by the upload, paid through the money calls and advance by
 * server time.
 */
export const thesisDetectionHandlers: RequestHandler[] = [
  route('post', OP.addressList, ({ request }) => {
    const account = requireAccount(request);
    return [
      {
        id: 'AD1',
        name: account.realName,
        phone: account.mobileNo,
        region: '北京市海淀区',
        detail: '中关村大街1号',
        isDefault: true,
      },
    ];
  }),
  route('post', OP.orderNews, async () => {
    const checks = [...products().checkOrders.values()].slice(-5).reverse();
    const done = checks.map((c) => ({
      id: `ON-${c.id}`,
      title: `《${c.title}》提交检测`,
      time: isoOf(simulationState().orders.get(c.id)?.createdAt ?? 0),
    }));
    return [
      ...done,
      { id: 'ON1', title: '论文检测比对库完成季度更新，新增学位论文12万篇', time: '2025-09-01T10:00:00+08:00' },
      { id: 'ON2', title: '职称版新增自建比对库功能', time: '2025-06-18T09:30:00+08:00' },
    ];
  }),
  route('post', OP.orderList, async ({ request, body }) => {
    const account = requireAccount(request);
    const query = await body<{ state?: number }>();
    const dataset = await corpus();
    const list = [...products().checkOrders.values()]
      .filter((c) => c.memberId === account.memberId)
      .map((c) => checkOrderView(dataset, c, simulationState().orders.get(c.id)!))
      .filter((v) => query.state === undefined || v.state === Number(query.state))
      .reverse();
    return pageOf(list, query);
  }),
  ...[OP.status, OP.getOrderJianceState].map((path) =>
    route('post', path, async ({ request, body }) => {
      const { record, order } = checkOrderOf(
        requireAccount(request),
        (await body<{ orderId?: string }>()).orderId ?? '',
      );
      const view = checkOrderView(await corpus(), record, order);
      return {
        orderId: view.id,
        state: view.state,
        stateName: view.stateName,
        progress: view.progress,
        ...(view.similarity !== undefined ? { similarity: view.similarity } : {}),
      };
    }),
  ),
  route('post', OP.upload, async ({ request, body }) => {
    const account = requireAccount(request);
    const form = await body();
    const file = fileOf(form);
    if (!file) throw new SimulatedError(40_034, '请上传论文文件');
    const record = createCheckOrder(await corpus(), account, {
      versionId: text(form.versionId),
      title: text(form.title) || file.name.replace(/\.\w+$/, ''),
      author: text(form.author) || account.realName,
      text: await readPaperText(file),
    });
    return checkOrderView(null, record, simulationState().orders.get(record.id)!);
  }),
  route('post', OP.analysisFile, async ({ request, body }) => {
    requireAccount(request);
    const form = await body();
    const file = fileOf(form);
    if (!file) throw new SimulatedError(40_034, '请上传论文文件');
    const paper = await readPaperText(file);
    const chars = countCheckChars(paper);
    const firstLine = paper.split('\n')[0]?.trim() ?? '';
    return {
      fileId: nextId('CF'),
      title: firstLine && [...firstLine].length <= 60 ? firstLine : file.name.replace(/\.\w+$/, ''),
      author: '',
      wordCount: chars,
      price: checkPrice(checkVersionOf(text(form.versionId)) ?? checkVersionOf('standard')!, chars),
    };
  }),
  ...[OP.keywords, OP.replaceStrategy, OP.spotCheck].map((path) =>
    route('post', path, async ({ request, body }) =>
      Boolean(checkOrderOf(requireAccount(request), (await body<{ orderId?: string }>()).orderId ?? '')),
    ),
  ),
  ...[OP.reportDownload, OP.downReportFile].map((path) =>
    route('get', path, async ({ request, query }) => {
      const { record, order } = checkOrderOf(requireAccount(request), query('orderId') ?? '');
      if (stateOf(order).key !== 'done') throw new SimulatedError(40_035, '检测尚未完成，请稍后下载报告');
      const name = encodeURIComponent(`检测报告-${record.id}.html`);
      return new HttpResponse(reportHtml(await corpus(), record, order), {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${name}`,
        },
      });
    }),
  ),
  route(
    'get',
    OP.templateDownload,
    () =>
      new HttpResponse('论文题目：\n作者：\n学校/单位：\n\n摘要：\n\n关键词：\n\n正文：\n', {
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('论文检测模板.txt')}`,
        },
      }),
  ),
];
