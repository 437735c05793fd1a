import styled from 'styled-components';
import type { JournalCard } from '@wenxian/api';
import { journalTagsDisplay } from '@wenxian/domain';
import { IndexTag, SiteLink } from '@wenxian/ui';
import { CardGrid } from './entityPageLayout';
import { entityHref } from '../../features/entities/entityLinks';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  a {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
  span.if {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** Journals as cards: name (link to the journal), impact factor, index tags with editions. */
export function JournalCards({ journals, label }: { journals: readonly JournalCard[]; label: string }) {
  return (
    <CardGrid aria-label={label}>
      {journals.map((j) => (
        <Card key={j.id}>
          <SiteLink href={entityHref.journal(j.id)}>{j.name}</SiteLink>
          {j.impactFactor !== undefined && <span className="if">IF {j.impactFactor.toFixed(3)}</span>}
          <Tags>
            {journalTagsDisplay(j.indexTags, j.indexTagEditions)
              .slice(0, 4)
              .map((t) => (
                <IndexTag key={t.code} label={t.label} fullName={t.fullName} tone={t.tone} />
              ))}
          </Tags>
        </Card>
      ))}
    </CardGrid>
  );
}
