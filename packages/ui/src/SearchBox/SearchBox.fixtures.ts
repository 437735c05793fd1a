import type { HotSearchEntry } from '../HotSearchList';
import type { SuggestionLoader, SuggestionOption } from '../SuggestionList';

/** This week's hot searches, deliberately not in count order: the list ranks them. */
export const hotSearchFixture: readonly HotSearchEntry[] = [
  { id: 'h4', searchText: '碳中和', currentCount: 5120, lastWeekCount: 5120 },
  { id: 'h1', searchText: '人工智能', currentCount: 18230, lastWeekCount: 12010 },
  { id: 'h6', searchText: '乡村振兴', currentCount: 2980, lastWeekCount: 3550 },
  { id: 'h2', searchText: '大语言模型', currentCount: 15003, lastWeekCount: 16880 },
  { id: 'h3', searchText: '新质生产力', currentCount: 9876, lastWeekCount: 4300 },
  { id: 'h5', searchText: '数字经济', currentCount: 4410, lastWeekCount: 4020 },
];

const suggestionStems = ['研究', '应用', '综述', '发展趋势', '影响因素'];

/** Suggestions a server would give for a text: the text followed by common stems, with counts. */
export function suggestionsFor(text: string): SuggestionOption[] {
  return suggestionStems.map((stem, index) => ({
    id: `${text}-${index}`,
    name: `${text}${stem}`,
    count: 12_800 - index * 2_950,
  }));
}

export const loadSuggestionsFixture: SuggestionLoader<SuggestionOption> = async (text) => suggestionsFor(text);

/** A call of a controlled loader: its arguments, when it came, and the switches that settle it. */
type ControlledCall<T> = {
  text: string;
  signal: AbortSignal;
  at: number;
  resolve: (value: T) => void;
  reject: (reason: Error) => void;
};

/**
 * An async loader whose replies the play function releases one by one, so debounce and stale-reply
 * handling are asserted without timers racing the test.
 */
export function createControlledLoader<T>() {
  const calls: ControlledCall<T>[] = [];
  const load = (text: string, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ text, signal, at: performance.now(), resolve, reject });
    });
  return {
    calls,
    load,
    reset: () => {
      calls.length = 0;
    },
  };
}

/** Records when each value was typed into an input, to measure how long a call waited after it. */
export function recordInputTimes(input: HTMLElement) {
  const inputs: { value: string; at: number }[] = [];
  input.addEventListener('input', (event) => {
    inputs.push({ value: (event.target as HTMLTextAreaElement).value, at: performance.now() });
  });
  return inputs;
}
