import { useEffect, useState } from 'react';
import { activityPhase, countdownParts, millisToNextPhase, productLabels, type ActivityPhase } from '@wenxian/domain';
import type { ActivityConfig } from '@wenxian/api';
import { useGetServerTimeQuery } from '../shared/siteApi';

const L = productLabels.activity;

/** The activity key of an address: /activity/readingmonth/points → readingmonth. */
export function activityKeyOfPath(pathname: string): string {
  return pathname.split('/')[2] ?? 'readingmonth';
}

/**
 * The activity's phase by server time (doc 001 §7): the first render uses the server time both the server and the
 * browser know (no hydration difference); after mounting the countdown ticks every second from that offset.
 */
export function useActivityPhase(config: ActivityConfig | undefined): {
  phase: ActivityPhase;
  countdown: string | null;
} {
  const { data: serverTime } = useGetServerTimeQuery();
  // Server time when the page opened (the one the server rendered with), and the browser clock then.
  const [opened] = useState(() => ({ server: serverTime ?? null, client: Date.now() }));
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const base = opened.server ?? opened.client;
    const timer = window.setInterval(() => setNow(base + (Date.now() - opened.client)), 1000);
    return () => window.clearInterval(timer);
  }, [opened]);
  if (!config) return { phase: 'before', countdown: null };
  const window_ = { start: Date.parse(config.start), end: Date.parse(config.end) };
  const phase = activityPhase(window_, now ?? serverTime ?? opened.server ?? opened.client);
  // The countdown starts with the first tick after hydration, so the server's and the browser's HTML agree.
  const left = now === null ? null : millisToNextPhase(window_, now);
  if (left === null) return { phase, countdown: null };
  const p = countdownParts(left);
  return {
    phase,
    countdown: `${phase === 'before' ? L.startsIn : L.endsIn} ${L.countdown(p.days, p.hours, p.minutes)}`,
  };
}
