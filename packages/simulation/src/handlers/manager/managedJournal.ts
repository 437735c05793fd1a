import { beijingYear, validateAnalysisRange } from '@wenxian/domain';
import type { Dataset } from '../../data/dataset';
import { entityOr404, recordsOf } from '../../data/lookup';
import type { JournalRecord, LiteratureRecord } from '../../data/types';
import { SimulatedError } from '../../errors';
import { accountOf, requireAccount } from '../../session/auth';
import { simulationState } from '../../session/state';
import { corpus } from '../corpusAndSearchEngine';
import type { RouteContext } from '../route';

/** Refusal code of a manager-area call with bad input (the spec names none; docs/decisions/simulation.md). */
export const MANAGER_INPUT_CODE = 40_020;

type Body = {
  journalId?: string;
  startYear?: number;
  endYear?: number;
  compareJournalIds?: string[];
  keyword?: string;
};
type Range = { startYear?: number; endYear?: number };
/** What every manager-area call works on: the managed journal, its records in the year range, and the call's body. */
export type Managed = {
  dataset: Dataset;
  journal: JournalRecord;
  records: LiteratureRecord[];
  range: Range;
  body: Body;
};

export const inRange = (range: Range) => (r: LiteratureRecord) =>
  (!range.startYear || r.year >= range.startYear) && (!range.endYear || r.year <= range.endYear);

/**
 * The managed journal of a manager-area call: a journal manager (isManager) analyses their own journal unless
 * the call names another. A call naming a journal (the `id` query the manager guard admits, doc 000 §6) reads
 * its analyses with or without a login; only the own journal needs the manager (docs/decisions/manager.md).
 * Only records in the year range count.
 */
export async function managed(context: RouteContext): Promise<Managed> {
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  const account = body.journalId ? accountOf(context.request) : requireAccount(context.request);
  if (!body.journalId && !account?.isManager) throw new SimulatedError(403, '仅期刊用户可用');
  const range = {
    ...(body.startYear ? { startYear: Number(body.startYear) } : {}),
    ...(body.endYear ? { endYear: Number(body.endYear) } : {}),
  };
  const problem = validateAnalysisRange(range, beijingYear(simulationState().now()));
  if (problem) throw new SimulatedError(MANAGER_INPUT_CODE, problem);
  const journal = entityOr404(dataset.journalById, body.journalId || account?.journalId || '');
  return { dataset, journal, records: recordsOf(dataset, journal.literatureIds).filter(inRange(range)), range, body };
}
