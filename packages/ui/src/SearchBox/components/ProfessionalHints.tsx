import { searchBoxLabels } from '@wenxian/domain';
import { Count, Listbox, Name } from '../../SuggestionList/internal';
import type { ProfessionalHint } from '../professionalHints';

export type ProfessionalHintsProps = {
  /** Listbox id, referenced by the input. */
  id: string;
  hints: readonly ProfessionalHint[];
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  onSelect: (hint: ProfessionalHint) => void;
};

/** The professional mode's own suggestions: field prefixes (`T=`) and operators (AND, OR, NOT). */
export function ProfessionalHints({ id, hints, activeIndex, onActiveIndexChange, onSelect }: ProfessionalHintsProps) {
  return (
    <Listbox
      id={id}
      title={searchBoxLabels.professionalHints}
      items={hints}
      getKey={(hint) => `${hint.kind}-${hint.code}`}
      activeIndex={activeIndex}
      onActiveIndexChange={onActiveIndexChange}
      onSelect={onSelect}
      renderOption={(hint) => (
        <>
          <Name>{hint.kind === 'field' ? `${hint.code}=` : hint.code}</Name>
          <Count>
            {hint.kind === 'field' ? `${searchBoxLabels.fieldHint} · ${hint.label}` : searchBoxLabels.operatorHint}
          </Count>
        </>
      )}
    />
  );
}
