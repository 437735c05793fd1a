// The figures every measuring script reports, computed once.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
}

/** Median, min and max in whole milliseconds, as the timing scripts report them. */
export function spread(values) {
  return {
    median: Math.round(median(values)),
    min: Math.round(Math.min(...values)),
    max: Math.round(Math.max(...values)),
  };
}
