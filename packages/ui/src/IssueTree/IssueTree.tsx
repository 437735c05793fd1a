import { useState } from 'react';
import styled from 'styled-components';
import { entityLabels } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';

const L = entityLabels.journal;

/** One volume of a year with its issue numbers. */
export type IssueVolume = { year: number; vol: string; nums: readonly string[] };
export type SelectedIssue = { year?: number; vol?: string; num?: string };

export type IssueTreeProps = {
  /** Volumes of every year, any order (shown newest year first). */
  volumes: readonly IssueVolume[];
  /** The issue shown on the page: its year starts open and its link is marked current. */
  selected?: SelectedIssue;
  /** Address of one issue's table of contents. */
  hrefFor: (issue: { year: number; vol: string; num: string }) => string;
};

const Tree = styled.nav`
  font-size: ${({ theme }) => theme.font.size.sm};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const YearButton = styled.button`
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Volume = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Issues = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0 ${theme.space.sm} ${theme.space.sm}`} !important;
  a {
    display: block;
    padding: ${({ theme }) => theme.space.xxs};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.textSecondary};
    text-align: center;
    text-decoration: none;
  }
  a[aria-current='page'],
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;

/** The years → volumes → issues browser of a journal (刊期浏览): a year opens to its volumes' issue links. */
export function IssueTree({ volumes, selected, hrefFor }: IssueTreeProps) {
  const years = [...new Set(volumes.map((v) => v.year))].sort((a, b) => b - a);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([selected?.year ?? years[0] ?? 0]));
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <Tree aria-label={L.issues}>
      <ul>
        {years.map((year) => {
          const isOpen = open.has(year);
          const panelId = `issue-tree-${year}`;
          return (
            <li key={year}>
              <YearButton type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(year)}>
                <span>{L.year(year)}</span>
                <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
              </YearButton>
              <div id={panelId} hidden={!isOpen}>
                {volumes
                  .filter((v) => v.year === year)
                  .map((v) => (
                    <div key={`${year}-${v.vol}`}>
                      <Volume>{v.vol ? L.volume(v.vol) : L.noVolume}</Volume>
                      <Issues>
                        {[...v.nums]
                          .sort((a, b) => Number(a) - Number(b))
                          .map((num) => {
                            const isCurrent =
                              selected?.year === year && selected.num === num && (selected.vol ?? v.vol) === v.vol;
                            return (
                              <li key={num}>
                                <SiteLink
                                  href={hrefFor({ year, vol: v.vol, num })}
                                  aria-current={isCurrent ? 'page' : undefined}
                                  aria-label={`${L.year(year)}${L.issue(num)}`}
                                >
                                  {num}
                                </SiteLink>
                              </li>
                            );
                          })}
                      </Issues>
                    </div>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
    </Tree>
  );
}
