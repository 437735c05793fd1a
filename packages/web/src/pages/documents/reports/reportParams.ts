import { notFoundCode } from '@wenxian/domain';
import { pageFailure } from '../../../app/routeModule';

/** A report without its subject in the address is the not-found page with a true 404. */
export function notFound(): never {
  throw pageFailure({ code: notFoundCode });
}

/** The report year: `?year=` when it is one of the journal's report years, else the latest of them. */
export function yearOf(params: URLSearchParams, years: readonly number[] | undefined): number | undefined {
  if (!years || years.length === 0) return undefined;
  const asked = Number(params.get('year'));
  return years.includes(asked) ? asked : Math.max(...years);
}
