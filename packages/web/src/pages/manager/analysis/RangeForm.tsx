import { useState, type FormEvent } from 'react';
import { Button } from '@wenxian/ui';
import { managerLabels, parseYear, validateAnalysisRange } from '@wenxian/domain';
import { FieldError, Form } from '../../shared/backOffice.styles';

const labels = managerLabels.range;

/** The year range of an analysis; a bad range is refused with its message and the typed years kept. */
export function RangeForm({
  startYear,
  endYear,
  lastYear,
  onApply,
}: {
  startYear?: number | undefined;
  endYear?: number | undefined;
  lastYear: number;
  onApply: (range: { startYear?: number; endYear?: number }) => void;
}) {
  const [start, setStart] = useState(startYear ? String(startYear) : '');
  const [end, setEnd] = useState(endYear ? String(endYear) : '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = { startYear: parseYear(start), endYear: parseYear(end) };
    const problem = validateAnalysisRange(range, lastYear);
    setError(problem);
    if (!problem)
      onApply({
        ...(range.startYear ? { startYear: range.startYear } : {}),
        ...(range.endYear ? { endYear: range.endYear } : {}),
      });
  };
  return (
    <Form onSubmit={submit} noValidate>
      <fieldset>
        <legend>{labels.legend}</legend>
        <label>
          {labels.start}
          <input
            inputMode="numeric"
            value={start}
            placeholder={labels.startPlaceholder}
            onChange={(e) => setStart(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'range-error' : undefined}
          />
        </label>
        <label>
          {labels.end}
          <input
            inputMode="numeric"
            value={end}
            placeholder={labels.endPlaceholder}
            onChange={(e) => setEnd(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'range-error' : undefined}
          />
        </label>
        <Button type="submit" variant="primary">
          {labels.apply}
        </Button>
      </fieldset>
      {error ? (
        <FieldError id="range-error" role="alert">
          {error}
        </FieldError>
      ) : null}
    </Form>
  );
}
