import { href } from 'react-router';
import type { JournalCard } from '@wenxian/api';
import { IndexTag, SiteLink } from '@wenxian/ui';
import { accountLabels, journalTagDisplay } from '@wenxian/domain';
import styled from 'styled-components';
import { Muted } from '../centrePanel/centrePanel.styles';

const T = accountLabels.pages.titlePackage;

const Line = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A journal's name (to its page), its index tags (核心, CSSCI…), OA and impact factor. */
export function JournalName({ journal }: { journal: JournalCard }) {
  return (
    <Line>
      <SiteLink href={href('/journal/:volume', { volume: encodeURIComponent(journal.id) })}>{journal.name}</SiteLink>
      {journal.indexTags.map((code) => {
        const tag = journalTagDisplay(code, journal.indexTagEditions?.[code]);
        return <IndexTag key={code} label={tag.label} fullName={tag.fullName} tone={tag.tone} />;
      })}
      {journal.isOA && <IndexTag label={T.oa} tone="oa" />}
      {journal.impactFactor !== undefined && <Muted>{T.impactFactor(journal.impactFactor)}</Muted>}
    </Line>
  );
}
