import {
  checkOrderProgress,
  checkOrderStates,
  checkPrice,
  checkVersionOf,
  countCheckChars,
  formatBeijing,
  type CheckOrderStateKey,
} from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { SimulatedError } from '../errors';
import { searchLiterature } from '../search/engine';
import { createOrder } from './money';
import type { CheckOrderRecord } from './productState';
import { simulationState } from './state';
import type { Account } from './accountRecords';
import { isoOf } from './calendar';
import type { Order } from './moneyRecords';
import { escapeUTF8 } from 'entities/escape';

/**
 * Paper checking (similarity detection): an upload creates an unpaid order priced by the version and the text's
 * characters; once paid it is queued, checked and done as server time passes (domain `checkOrderProgress`), and
 * its report compares every sentence of the uploaded text with the corpus.
 */

/** Reads an uploaded paper as text: plain text as is; other formats keep their readable runs of text. */
export async function readPaperText(file: File): Promise<string> {
  const raw = await file.text();
  if (/\.txt$/i.test(file.name)) return raw.trim();
  // Word and PDF files cannot be parsed here; their readable CJK/Latin runs stand in for the text.
  return (raw.match(/[\p{Script=Han}\p{L}\p{N}，。；：、！？（）“”,.;:!?()\s]{8,}/gu) ?? []).join('\n').trim();
}

export function createCheckOrder(
  dataset: Dataset,
  account: Account,
  input: { versionId: string; title: string; author: string; text: string },
): CheckOrderRecord {
  const version = checkVersionOf(input.versionId);
  if (!version) throw new SimulatedError(40_030, '请选择检测版本');
  if (!input.title.trim()) throw new SimulatedError(40_031, '请填写论文题目');
  const chars = countCheckChars(input.text);
  if (chars === 0) throw new SimulatedError(40_032, '文件内容为空');
  if (chars > version.maxChars) throw new SimulatedError(40_033, `论文字数超过本版本上限（${version.maxChars}字）`);
  const order = createOrder(dataset, account, {
    commodityId: `CM-CHECK-${version.id}`,
    busCode: 'CHECK',
    name: `论文检测（${version.name}）《${input.title.trim()}》`,
  });
  order.amount = checkPrice(version, chars);
  const record: CheckOrderRecord = {
    id: order.id,
    memberId: account.memberId,
    title: input.title.trim(),
    author: input.author.trim(),
    versionId: version.id,
    text: input.text,
    chars,
    report: null,
  };
  simulationState().products.checkOrders.set(record.id, record);
  return record;
}

export function checkOrderOf(account: Account, id: string): { record: CheckOrderRecord; order: Order } {
  const record = simulationState().products.checkOrders.get(id);
  const order = simulationState().orders.get(id);
  if (!record || !order || record.memberId !== account.memberId) throw new SimulatedError(404, '订单不存在');
  return { record, order };
}

export function stateOf(order: Order): { key: CheckOrderStateKey; progress: number } {
  if (order.state === 'unpaid') return { key: 'unpaid', progress: 0 };
  if (order.state === 'cancelled') return { key: 'cancelled', progress: 0 };
  return checkOrderProgress(order.paidAt ?? order.createdAt, simulationState().now());
}

const bigrams = (text: string): Set<string> => {
  const chars = [...text.replace(/[\s\p{P}]/gu, '')];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) out.add(`${chars[i]}${chars[i + 1]}`);
  return out;
};
/** Share of a sentence's character pairs found in the other text (containment, 0–1). */
function containment(sentence: Set<string>, other: Set<string>): number {
  if (sentence.size === 0) return 0;
  let hit = 0;
  for (const pair of sentence) if (other.has(pair)) hit += 1;
  return hit / sentence.size;
}

/** Sentences of at least 8 characters, split at Chinese and Latin sentence ends and line breaks. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[。！？；!?;])|\n+/u)
    .map((s) => s.trim())
    .filter((s) => [...s].length >= 8);
}

function candidates(dataset: Dataset, sentence: string): LiteratureRecord[] {
  try {
    return searchLiterature(dataset, {
      conditions: [{ searchField: 'U', content: [...sentence].slice(0, 40).join('') }],
      size: 5,
    }).hits.map((h) => h.record);
  } catch {
    // Stop words only or a refused text: nothing in the corpus to compare with.
    return [];
  }
}

/** Compares each sentence with the corpus: a sentence counts as similar when ≥ 50% of its pairs recur. */
function reportOf(dataset: Dataset, record: CheckOrderRecord): NonNullable<CheckOrderRecord['report']> {
  if (record.report) return record.report;
  const matches: NonNullable<CheckOrderRecord['report']>['matches'] = [];
  let similarChars = 0;
  for (const sentence of sentencesOf(record.text)) {
    const pairs = bigrams(sentence);
    let best: { r: LiteratureRecord; ratio: number } | null = null;
    for (const r of candidates(dataset, sentence)) {
      const ratio = containment(pairs, bigrams(`${r.title}${r.abstract}`));
      if (!best || ratio > best.ratio) best = { r, ratio };
    }
    if (best && best.ratio >= 0.5) {
      similarChars += countCheckChars(sentence);
      matches.push({
        sentence,
        recordId: best.r.id,
        recordTitle: best.r.title,
        source: best.r.journalName ?? best.r.source ?? String(best.r.year),
        ratio: Math.round(best.ratio * 100),
      });
    }
  }
  record.report = { similarity: Math.round((similarChars / Math.max(record.chars, 1)) * 1000) / 10, matches };
  return record.report;
}

/** The report file: an HTML document quoting every sentence of the paper, similar ones marked with their source. */
export function reportHtml(dataset: Dataset, record: CheckOrderRecord, order: Order): string {
  const report = reportOf(dataset, record);
  const similar = new Map(report.matches.map((m) => [m.sentence, m]));
  const version = checkVersionOf(record.versionId);
  const body = sentencesOf(record.text)
    .map((s) => {
      const m = similar.get(s);
      return m
        ? `<p class="similar"><mark>${escapeUTF8(s)}</mark><br><small>相似来源：《${escapeUTF8(m.recordTitle)}》${escapeUTF8(m.source)}，相似度 ${m.ratio}%</small></p>`
        : `<p>${escapeUTF8(s)}</p>`;
    })
    .join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>论文检测报告 ${escapeUTF8(record.title)}</title></head><body>
<h1>论文检测报告</h1>
<table>
<tr><th>报告编号</th><td>${record.id}</td></tr>
<tr><th>论文题目</th><td>${escapeUTF8(record.title)}</td></tr>
<tr><th>作者</th><td>${escapeUTF8(record.author)}</td></tr>
<tr><th>检测版本</th><td>${escapeUTF8(version?.name ?? '')}</td></tr>
<tr><th>检测字数</th><td>${record.chars}</td></tr>
<tr><th>总相似比</th><td>${report.similarity}%</td></tr>
<tr><th>检测时间</th><td>${formatBeijing(order.paidAt ?? order.createdAt, 'YYYY-MM-DD HH:mm:ss')}</td></tr>
</table>
<h2>全文对照</h2>
${body}
</body></html>`;
}

export function checkOrderView(dataset: Dataset | null, record: CheckOrderRecord, order: Order) {
  const { key, progress } = stateOf(order);
  const version = checkVersionOf(record.versionId);
  return {
    id: record.id,
    title: record.title,
    author: record.author,
    versionId: record.versionId,
    versionName: version?.name ?? '',
    chars: record.chars,
    price: order.amount,
    ...checkOrderStates[key],
    progress,
    createdAt: isoOf(order.createdAt),
    ...(order.paidAt ? { paidAt: isoOf(order.paidAt) } : {}),
    ...(key === 'done' && dataset ? { similarity: reportOf(dataset, record).similarity } : {}),
  };
}
