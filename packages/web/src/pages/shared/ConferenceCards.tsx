import styled from 'styled-components';
import { href } from 'react-router';
import type { ConferenceProfile } from '@wenxian/api';
import { SiteLink, TextLink } from '@wenxian/ui';
import { conferenceLabels } from '@wenxian/domain';

const labels = conferenceLabels.card;

/**
 * One conference in a list: name (to its page), dates, place, organizer (its name to its page), papers, notice. The name is
 * the card's heading; the links among its plain facts (主办, 会议通知) are TextLinks, so they read as links.
 */
export function ConferenceCard({ conference: c }: { conference: ConferenceProfile }) {
  return (
    <li>
      <h3>
        <SiteLink href={href('/conference/:id', { id: c.id })}>{c.name}</SiteLink>
      </h3>
      <p>{labels.date(c.startDate ?? '', c.endDate ?? '')}</p>
      <p>
        {labels.place(c.city ?? '')} · {c.disciplineName}
      </p>
      <p>
        {/* Only the organizer's name is the link: 主办： is its label. */}
        {c.organizerId ? (
          <>
            {labels.organizerLabel}
            <TextLink href={href('/conference/organization/:id?', { id: c.organizerId })}>{c.organizer}</TextLink>
          </>
        ) : (
          labels.organizer(c.organizer ?? '')
        )}
      </p>
      <p>
        {labels.papers(c.literatureCount)} ·{' '}
        <TextLink href={href('/conference/notice/:id?', { id: c.id })}>{labels.notice}</TextLink>
      </p>
    </li>
  );
}

/** The grid conference cards sit in, on the conference family's pages and the conference search. */
export const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
