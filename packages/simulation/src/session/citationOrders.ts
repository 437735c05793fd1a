import {
  citationFileProblem,
  citationOrderStage,
  citationPapersOf,
  citationSourceCodes,
  citationSourceName,
  citationTemplateColumns,
  productLabels,
  type CitationPaper,
} from '@wenxian/domain';
import type { CitationDataSource, CitationOrder } from '@wenxian/api';
import { SimulatedError } from '../errors';
import { simulationState } from './state';
import { isoOf } from './calendar';
import type { CitationOrderRecord } from './serviceRecords';

const labels = productLabels.citationOrder;

/** The 13 sources of doc 001 §3, from domain's one table; the id is the code, so orders name sources stably. */
export const citationDataSources = (): CitationDataSource[] =>
  citationSourceCodes.map((code) => ({ id: code, code, name: citationSourceName(code) }));

/**
 * The import template: the header row of domain's columns (no commas or quotes in them, so nothing to escape),
 * with a BOM so spreadsheet programs read it as UTF-8.
 */
export const citationTemplateCsv = () => `\uFEFF${citationTemplateColumns.join(',')}\r\n`;

/** Reads an uploaded list (CSV) into papers, or answers 400 with the message the page shows. */
export async function readCitationList(file: File): Promise<CitationPaper[]> {
  const early = citationFileProblem(file.name, file.size);
  if (early) throw new SimulatedError(400, labels.importProblem[early]);
  // Loaded on the first import only, as the manuscript readers are: most sessions never import a list.
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' });
  const result = citationPapersOf(parsed.data);
  if ('papers' in result) return result.papers;
  const message =
    result.problem === 'noTitle' && result.row ? labels.noTitleAt(result.row) : labels.importProblem[result.problem];
  throw new SimulatedError(400, message);
}

/** An order as the list shows it: its state moved on by the simulation's clock since it was set. */
export function citationOrderView(order: CitationOrderRecord): CitationOrder {
  return {
    id: order.id,
    title: order.title,
    dataSourceIds: order.dataSourceIds,
    paperCount: order.papers.length,
    ...citationOrderStage(simulationState().now() - order.createdAt),
    createdAt: isoOf(order.createdAt),
    ...(order.registration ? { registration: order.registration } : {}),
  };
}
