import { useSearchParams } from 'react-router-dom';

/** Page size of the centre's lists (decided here, docs/decisions/accounts.md). */
export const CENTRE_PAGE_SIZE = 10;

/** The page of a centre list from `?page=` (1-based), so a page can be linked and survives a reload. */
export function centreListPageOf(url: URL | URLSearchParams): number {
  const params = url instanceof URL ? url.searchParams : url;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** The page of a centre list the address names, and the way to another page (which keeps the rest of the query). */
export function useCentreListPage(): { page: number; pageSize: number; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  return {
    page: centreListPageOf(params),
    pageSize: CENTRE_PAGE_SIZE,
    setPage: (page) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(page));
        return next;
      }),
  };
}
