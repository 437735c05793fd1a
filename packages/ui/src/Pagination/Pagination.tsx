import { useId, useState } from 'react';
import styled from 'styled-components';
import { jumpTargetPage, paginationLabels } from '@wenxian/domain';
import { VisuallyHidden } from '../SuggestionList/internal';
import { pageCountOf, pageWindow } from './pageWindow';

/** The pager's words: Chinese by default; a page in another language (the English organisation list) passes its own. */
export type PaginationLabels = {
  readonly [K in keyof typeof paginationLabels]: (typeof paginationLabels)[K] extends string
    ? string
    : (typeof paginationLabels)[K];
};

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const PageButton = styled.button`
  min-width: 3.2rem;
  height: 3.2rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.surface};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const Gap = styled.span`
  min-width: 3.2rem;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Jump = styled.form`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const JumpInput = styled.input`
  width: 5.6rem;
  height: 3.2rem;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const JumpError = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

export type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Number of results. */
  total: number;
  /** Asked to show another page (1-based, within range). */
  onChange: (page: number) => void;
  labels?: PaginationLabels;
};

/**
 * The results pager: previous / next, first and last pages, two neighbours of the current one with
 * gaps between, and a jump-to-page field. Nothing renders for a single page.
 */
export function Pagination({ page, pageSize, total, onChange, labels: L = paginationLabels }: PaginationProps) {
  const jumpId = useId();
  const [jumpText, setJumpText] = useState('');
  // Set when 跳至 was confirmed with a number that is not a page; cleared as soon as the text is edited.
  const [jumpRefused, setJumpRefused] = useState(false);
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== current) onChange(target);
  };

  return (
    <Nav aria-label={L.label}>
      <PageButton type="button" disabled={current === 1} onClick={() => go(current - 1)}>
        {L.previous}
      </PageButton>
      {pageWindow(current, pageCount).map((slot) =>
        slot.kind === 'gap' ? (
          <Gap key={slot.key} aria-hidden="true">
            {L.ellipsis}
          </Gap>
        ) : (
          <PageButton
            key={slot.page}
            type="button"
            aria-current={slot.page === current ? 'page' : undefined}
            aria-label={`${L.page}${slot.page}${L.pageSuffix}`}
            onClick={() => go(slot.page)}
          >
            {slot.page}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={current === pageCount} onClick={() => go(current + 1)}>
        {L.next}
      </PageButton>
      <Jump
        onSubmit={(event) => {
          event.preventDefault();
          // A number that is not a page is not moved to an end: the text stays and the message says what is accepted.
          const target = jumpTargetPage(jumpText, pageCount);
          if (target === null) {
            setJumpRefused(true);
            return;
          }
          go(target);
          setJumpText('');
        }}
      >
        <label htmlFor={jumpId}>{L.jumpTo}</label>
        <JumpInput
          id={jumpId}
          inputMode="numeric"
          value={jumpText}
          aria-invalid={jumpRefused || undefined}
          aria-describedby={jumpRefused ? `${jumpId}-error` : undefined}
          onChange={(event) => {
            // Kept as typed (−1, 2.5, abc too): a page that is not one is refused on 确定 with the message, so the
            // visitor sees what was read instead of a silently altered number (−1 read as 1).
            setJumpText(event.target.value);
            setJumpRefused(false);
          }}
        />
        <span aria-hidden="true">{L.pageSuffix}</span>
        <VisuallyHidden>{`/ ${pageCount}`}</VisuallyHidden>
        <PageButton type="submit">{L.go}</PageButton>
        {jumpRefused && (
          <JumpError id={`${jumpId}-error`} role="alert">
            {L.pageOutOfRange(pageCount)}
          </JumpError>
        )}
      </Jump>
    </Nav>
  );
}
