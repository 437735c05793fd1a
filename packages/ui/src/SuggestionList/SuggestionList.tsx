import { formatLargeCount, messages } from '@wenxian/domain';
import { HighlightedText } from './components/HighlightedText';
import { Listbox } from './components/Listbox';
import { Count, Detail, Name } from './SuggestionList.styles';

/** One suggestion as the search boxes show it (doc 000 §3 suggestion item: name, recommendValue, owner...). */
export type SuggestionOption = {
  /** Stable key, e.g. the suggestion id. */
  id: string;
  /** The suggested text; picking the option puts it in the input. */
  name: string;
  /** Publication count (recommendValue), shown with 发文量 when present. */
  count?: number;
  /** Secondary text, e.g. the owning organization. */
  detail?: string;
};

export type SuggestionListProps = {
  /** Id of the listbox; the input points at it with aria-controls. */
  id: string;
  /** Suggestions in server order. */
  items: readonly SuggestionOption[];
  /** The typed text, marked inside each name. */
  query: string;
  /** Caption above the list; 检索词智能提示 by default. */
  title?: string;
  /** Index of the active option (keyboard or hover), -1 for none. */
  activeIndex: number;
  /** Hover moves the active option. */
  onActiveIndexChange?: (index: number) => void;
  /** An option was picked with the mouse (the keyboard picks through the input). */
  onSelect: (item: SuggestionOption) => void;
};

/**
 * The suggestions popup content (检索词智能提示): a listbox whose options stay unfocusable, as the
 * combobox input keeps focus and points at the active option with aria-activedescendant.
 */
export function SuggestionList({
  id,
  items,
  query,
  title = messages.search.suggestionTitle,
  activeIndex,
  onActiveIndexChange,
  onSelect,
}: SuggestionListProps) {
  return (
    <Listbox
      id={id}
      title={title}
      items={items}
      getKey={(item) => item.id}
      activeIndex={activeIndex}
      onActiveIndexChange={onActiveIndexChange}
      onSelect={onSelect}
      renderOption={(item) => (
        <>
          <Name>
            <HighlightedText text={item.name} query={query} />
          </Name>
          {item.detail && <Detail>{item.detail}</Detail>}
          {item.count !== undefined && (
            <Count>
              {messages.search.publicationCount} {formatLargeCount(item.count)}
            </Count>
          )}
        </>
      )}
    />
  );
}
