import { beijingYear, validateAnalysisRange } from '@wenxian/domain';
import type { Dataset } from '../../data/dataset';
import { entityOr404 } from '../../data/lookup';
import type { JournalRecord, LiteratureRecord } from '../../data/types';
import { SimulatedError } from '../../errors';
import { requireAccount } from '../../session/auth';
import { simulationState } from '../../session/state';
import { corpus } from '../lazy';
import { recordsOf } from '../mappers';
import type { RouteContext } from '../route';

/** Refusal code of a magazine call with bad input (the spec names none; docs/decisions/simulation.md). */
export const MAGAZINE_INPUT_CODE = 40_020;

type Body = {
  journalId?: string;
  startYear?: number;
  endYear?: number;
  compareJournalIds?: string[];
  keyword?: string;
};
type Range = { startYear?: number; endYear?: number };
/** What every magazine call works on: the managed journal, its records in the year range, and the call's body. */
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
 * The managed journal of a magazine call: a journal manager (isMagazine) analyses their own journal unless
 * the call names another (the `id` query of the manager guard). Only records in the year range count.
 */
export async function managed(context: RouteContext): Promise<Managed> {
  const account = requireAccount(context.request);
  if (!account.isMagazine) throw new SimulatedError(403, '仅期刊用户可用');
  const [dataset, body] = await Promise.all([corpus(), context.body<Body>()]);
  const range = {
    ...(body.startYear ? { startYear: Number(body.startYear) } : {}),
    ...(body.endYear ? { endYear: Number(body.endYear) } : {}),
  };
  const problem = validateAnalysisRange(range, beijingYear(simulationState().now()));
  if (problem) throw new SimulatedError(MAGAZINE_INPUT_CODE, problem);
  const journal = entityOr404(dataset.journalById, body.journalId || account.journalId || '');
  return { dataset, journal, records: recordsOf(dataset, journal.literatureIds).filter(inRange(range)), range, body };
}
