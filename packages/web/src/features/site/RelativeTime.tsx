import { displayMinute, formatRelativeTime, parseBeijingDateTime } from '@wenxian/domain';
import { settle } from '../../app/settle';
import type { AppStore } from '../../app/store';
import { siteApi, useGetServerTimeQuery } from '../shared/siteApi';

/**
 * A past instant as the relative time of doc 000 §9 (刚刚, N分钟前 … N年前), against the server time both the
 * server and the browser know (the one the page was rendered with, so hydration sees the same text); the exact
 * Beijing minute is its title. Without a server time, the minute itself.
 */
export function RelativeTime({ value }: { value: string }) {
  const { data: now } = useGetServerTimeQuery();
  const then = parseBeijingDateTime(value);
  const exact = displayMinute(value);
  if (then === null) return <>{exact}</>;
  return (
    <time dateTime={new Date(then).toISOString()} title={exact}>
      {now ? formatRelativeTime(then, now) : exact}
    </time>
  );
}

/** A loader step for pages showing relative times: the server time, into the query cache. */
export async function loadServerTime(store: AppStore): Promise<void> {
  await settle(store.dispatch(siteApi.endpoints.getServerTime.initiate()));
}
