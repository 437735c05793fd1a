import { data } from 'react-router-dom';
import { notFoundCode } from '@wenxian/domain';

/** A report without its subject in the address is the not-found page with a true 404. */
export function notFound(): never {
  throw data({ code: notFoundCode, message: '' }, { status: notFoundCode });
}

/** The report year: `?year=` when it is one of the journal's report years, else the latest of them. */
export function yearOf(params: URLSearchParams, years: readonly number[] | undefined): number | undefined {
  if (!years || years.length === 0) return undefined;
  const asked = Number(params.get('year'));
  return years.includes(asked) ? asked : Math.max(...years);
}
