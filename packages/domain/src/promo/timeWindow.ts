/** A half-open time window [start, end) in epoch milliseconds. */
export interface TimeWindow {
  start: number;
  end: number;
}

export function isWithin(window: TimeWindow, now: number): boolean {
  return now >= window.start && now < window.end;
}
