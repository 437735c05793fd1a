import { href } from 'react-router';
import { aiLabels, buildQuery, displayDate } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import type { ManuscriptRecord } from '@wenxian/api';
import { Card, Muted } from './ai.styles';

const L = aiLabels.manuscript;

/** Earlier checks, each linked to its report, with the day it was made. */
export function ManuscriptRecordLinks({ records, heading }: { records: readonly ManuscriptRecord[]; heading: string }) {
  return (
    <Card aria-label={heading}>
      <h2>{heading}</h2>
      {records.length === 0 ? (
        <Muted>{L.recordsEmpty}</Muted>
      ) : (
        <ul>
          {records.map((record) => (
            <li key={record.id}>
              <SiteLink href={`${href('/prequalification/report')}${buildQuery([['id', record.id]])}`}>
                {record.title}
              </SiteLink>
              <Muted as="span">{` ${displayDate(record.createdAt)}`}</Muted>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
