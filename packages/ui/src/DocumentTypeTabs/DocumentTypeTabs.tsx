import { formatLargeCount, searchPageLabels } from '@wenxian/domain';
import { Count, Tab, Tabs } from './DocumentTypeTabs.styles';

export type DocumentTypeTab = {
  /** Literature type code; null is 全部. */
  code: number | null;
  label: string;
  /** Results of this type for the current search (the 全部 tab: all of them). */
  count?: number;
};

export type DocumentTypeTabsProps = {
  /** Tabs in display order: a search's 全部 first, then the types it finds; a type browse's every kind of document. */
  tabs: readonly DocumentTypeTab[];
  /** The chosen type (null: all types). */
  value: number | null;
  /** Another type was chosen. */
  onChange: (code: number | null) => void;
};

/**
 * Document-type tabs above the results (journal articles, theses, conference papers …) with each type's
 * count for the current search. Pressed buttons rather than ARIA tabs: choosing one runs a new search and
 * moves nothing into a tab panel.
 */
export function DocumentTypeTabs({ tabs, value, onChange }: DocumentTypeTabsProps) {
  return (
    <Tabs role="group" aria-label={searchPageLabels.typeTabs}>
      {tabs.map((tab) => (
        <Tab
          key={tab.code ?? 'all'}
          type="button"
          aria-pressed={tab.code === value}
          onClick={() => tab.code !== value && onChange(tab.code)}
        >
          {tab.label}
          {tab.count !== undefined && <Count>{formatLargeCount(tab.count)}</Count>}
        </Tab>
      ))}
    </Tabs>
  );
}
