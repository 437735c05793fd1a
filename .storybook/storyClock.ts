/**
 * Stories run on a clock that starts at a fixed instant and then ticks normally, so anything
 * computed from "today" (the certificate badge's day counts, relative times, banner windows) looks
 * the same in every run, while timers and elapsed-time logic keep working.
 */
export const STORY_NOW = Date.parse('2026-11-22T10:00:00+08:00');

const realNow = Date.now.bind(Date);

export function startStoryClock(): () => void {
  const offset = realNow() - STORY_NOW;
  Date.now = () => realNow() - offset;
  return () => {
    Date.now = realNow;
  };
}
