import { useId, useState } from 'react';
import {
  checkProfessionalExpression,
  describeExpressionError,
  literatureTypes,
  searchLabels,
  type SearchFieldCode,
  type SearchMode,
} from '@wenxian/domain';
import { Modal } from '../Modal';
import { SiteLink } from '../LinkContext';
import { SearchBox, type ProfessionalCheck, type SearchSubmission } from '../SearchBox';
import type { SuggestionLoader, SuggestionOption } from '../SuggestionList';
import { Content, ExpressionAlert, Links, Muted, Recent, TypeChoice, TypeOption } from './GlobalSearchDialog.styles';

const L = searchLabels.globalSearch;

/** A literature type the search can be limited to (null: all types). */
export type GlobalSearchType = { code: number | null; label: string };

/** A recent search, opened again by its link. */
export type GlobalSearchRecent = { id: string; text: string; href: string };

/** What the dialog asks to search: the box's submission and the chosen type. */
export type GlobalSearchSubmission = SearchSubmission & { typeId: number | null };

/** 全部文献 and the literature types of the code table (综合 is not a type a reader limits a search to). */
export const defaultGlobalSearchTypes: readonly GlobalSearchType[] = [
  { code: null, label: L.allTypes },
  ...literatureTypes.filter((t) => t.code !== 0).map((t) => ({ code: t.code, label: t.name })),
];

export type GlobalSearchDialogProps = {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Asked to close (×, Esc, backdrop). */
  onClose: () => void;
  /** A search was asked for; a malformed professional expression is pointed at here and never submitted. */
  onSubmit: (submission: GlobalSearchSubmission) => void;
  /** Types offered, 全部文献 first. */
  types?: readonly GlobalSearchType[];
  /** The type chosen on opening. */
  defaultTypeId?: number | null;
  /** The field chosen on opening. */
  defaultField?: SearchFieldCode;
  /** The visitor's latest searches, newest first (null while not known yet: nothing is shown). */
  recent?: readonly GlobalSearchRecent[] | null;
  /** Address of the whole search history. */
  historyHref?: string;
  /** Address of the advanced search. */
  advancedHref?: string;
  /** Keyword suggestions (检索词智能提示), as the search box asks them. */
  loadSuggestions?: SuggestionLoader<SuggestionOption>;
  /** The server check behind the automatic switch to professional mode. */
  checkProfessional?: ProfessionalCheck;
};

/**
 * The global search dialog the header's keyword box opens (doc 000 §2.3): a literature-type choice, the search
 * box (field, suggestions, professional mode), the latest searches and links to the history and advanced search.
 * The text field takes focus on opening, so typing goes on where the header's box was focused.
 */
export function GlobalSearchDialog({
  isOpen,
  onClose,
  onSubmit,
  types = defaultGlobalSearchTypes,
  defaultTypeId = null,
  defaultField,
  recent,
  historyHref,
  advancedHref,
  loadSuggestions,
  checkProfessional,
}: GlobalSearchDialogProps) {
  const id = useId();
  const [typeId, setTypeId] = useState<number | null>(defaultTypeId);
  const [expressionError, setExpressionError] = useState<string | null>(null);
  const [mode, setMode] = useState<SearchMode>('basic');

  const submit = (submission: SearchSubmission) => {
    const problem = submission.mode === 'professional' ? checkProfessionalExpression(submission.text) : null;
    setExpressionError(problem ? describeExpressionError(problem) : null);
    if (!problem) onSubmit({ ...submission, typeId });
  };

  return (
    <Modal isOpen={isOpen} title={L.title} onClose={onClose} width="72rem" initialFocus="textarea">
      <Content>
        <TypeChoice>
          <legend>{L.types}</legend>
          {types.map((type) => (
            <TypeOption key={type.code ?? 'all'}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type.code ?? ''}
                checked={type.code === typeId}
                onChange={() => setTypeId(type.code)}
              />
              {type.label}
            </TypeOption>
          ))}
        </TypeChoice>
        <div role="search" aria-label={L.title}>
          <SearchBox
            defaultField={defaultField}
            loadSuggestions={loadSuggestions}
            checkProfessional={checkProfessional}
            onModeChange={(next) => {
              setMode(next);
              setExpressionError(null);
            }}
            onSubmit={submit}
          />
          {expressionError && mode === 'professional' && (
            <ExpressionAlert role="alert">{expressionError}</ExpressionAlert>
          )}
        </div>
        {recent && (
          <Recent aria-labelledby={`${id}-recent`}>
            <h3 id={`${id}-recent`}>{L.recent}</h3>
            {recent.length === 0 ? (
              <Muted>{L.recentEmpty}</Muted>
            ) : (
              <ul>
                {recent.map((entry) => (
                  <li key={entry.id}>
                    <SiteLink href={entry.href} title={entry.text}>
                      {entry.text}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </Recent>
        )}
        {(historyHref || advancedHref) && (
          <Links>
            {advancedHref && <SiteLink href={advancedHref}>{L.advanced}</SiteLink>}
            {historyHref && <SiteLink href={historyHref}>{L.allHistory}</SiteLink>}
          </Links>
        )}
      </Content>
    </Modal>
  );
}
