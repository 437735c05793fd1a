import { searchLabels } from '@wenxian/domain';
import { Count, Heading, List, Name, Option, optionId } from '../../SuggestionList/internal';
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
  const titleId = `${id}-title`;
  return (
    <>
      <Heading id={titleId}>{searchLabels.searchBox.professionalHints}</Heading>
      <List role="listbox" id={id} aria-labelledby={titleId}>
        {hints.map((hint, index) => (
          // Keyboard selection happens in the input (aria-activedescendant).
          <Option
            key={`${hint.kind}-${hint.code}`}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            $isActive={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onActiveIndexChange(index)}
            onClick={() => onSelect(hint)}
          >
            <Name>{hint.kind === 'field' ? `${hint.code}=` : hint.code}</Name>
            <Count>
              {hint.kind === 'field'
                ? `${searchLabels.searchBox.fieldHint} · ${hint.label}`
                : searchLabels.searchBox.operatorHint}
            </Count>
          </Option>
        ))}
      </List>
    </>
  );
}
