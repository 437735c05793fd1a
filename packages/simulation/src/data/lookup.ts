import { messages, notFoundCode } from '@wenxian/domain';
import { SimulatedError } from '../errors';
import type { Dataset } from './dataset';
import type { LiteratureRecord } from './types';

/** A record by id, or the 404 refusal the document page shows as 资源未找到. */
export function literatureOr404(dataset: Dataset, id: string): LiteratureRecord {
  const record = dataset.literatureById.get(id);
  if (!record) throw new SimulatedError(notFoundCode, messages.errorPage.notFoundTitle);
  return record;
}

/** Any entity by id from a map, or 404. */
export function entityOr404<T>(map: ReadonlyMap<string, T>, id: string): T {
  const entity = map.get(id);
  if (!entity) throw new SimulatedError(notFoundCode, messages.errorPage.notFoundTitle);
  return entity;
}

/** Records by id, in the given order, skipping unknown ids. */
export function recordsOf(dataset: Dataset, ids: readonly string[]): LiteratureRecord[] {
  return ids.map((id) => dataset.literatureById.get(id)).filter((r): r is LiteratureRecord => r !== undefined);
}
