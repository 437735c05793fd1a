import { useSearchParams } from 'react-router-dom';
import type { AppStore } from '../../app/store';
import { settle } from '../../app/settle';
import { conferenceApi, useSearchConferencesQuery } from './conferenceApi';

/** The conferences the role holder manages, newest first (the chooser's options; docs/decisions/conference.md). */
export const MANAGED_LIST = { pageSize: 100, mine: true } as const;

/** The conference the manager pages work on: the `cid` query, else the holder's newest conference. */
export function useManagedConferenceId(): string {
  const [params] = useSearchParams();
  const { data } = useSearchConferencesQuery(MANAGED_LIST);
  return params.get('cid') ?? data?.list[0]?.id ?? '';
}

export async function loadManagedConferenceId(store: AppStore, url: URL): Promise<string> {
  const list = await settle(store.dispatch(conferenceApi.endpoints.searchConferences.initiate(MANAGED_LIST)));
  return url.searchParams.get('cid') ?? list.data?.list[0]?.id ?? '';
}

/** A manager-area address keeping the chosen conference. */
export function withConference(path: string, conferenceId: string, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...(conferenceId ? { cid: conferenceId } : {}), ...extra });
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
