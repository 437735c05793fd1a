import { useRef, type KeyboardEvent } from 'react';
import { Chips } from './ai.styles';

/** The key that moves the choice, and by how much: the ARIA radio group's arrows, Home and End. */
const steps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export type ModeChipsProps<M extends string> = {
  label: string;
  modes: readonly M[];
  names: Record<M, string>;
  value: M;
  /** Commits the choice before it returns (the chosen chip is then in the DOM to take the focus). */
  onChoose: (mode: M) => void;
};

/**
 * The assistant's modes as one radio group (WAI-ARIA radio group pattern): a single tab stop on the chosen chip,
 * the arrows (wrapping), Home and End choose the neighbour and move the focus with the choice.
 */
export function ModeChips<M extends string>({ label, modes, names, value, onChoose }: ModeChipsProps<M>) {
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = steps[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = step(index, modes.length);
    onChoose(modes[next]!);
    chips.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={label}>
      <Chips>
        {modes.map((mode, index) => (
          <li key={mode}>
            <button
              ref={(chip) => void (chips.current[index] = chip)}
              type="button"
              role="radio"
              aria-checked={mode === value}
              tabIndex={mode === value ? 0 : -1}
              onClick={() => onChoose(mode)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {names[mode]}
            </button>
          </li>
        ))}
      </Chips>
    </div>
  );
}
