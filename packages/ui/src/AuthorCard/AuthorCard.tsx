import { entityLabels, formatLargeCount } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';
import { Card, Name, Organ, Stats } from './AuthorCard.styles';

const L = entityLabels.author;

export type AuthorCardProps = {
  name: string;
  /** The author's page; the name links there. */
  href: string;
  organName?: string;
  /** 职称, shown after the organisation. */
  title?: string;
  literatureCount: number;
  citedCount: number;
  /** Shown when known (profiles, rankings of talent). */
  hIndex?: number;
};

/** An author as lists and rankings show one: name (link), organisation, 发文量, 被引量 and H指数. */
export function AuthorCard({ name, href, organName, title, literatureCount, citedCount, hIndex }: AuthorCardProps) {
  return (
    <Card aria-label={name}>
      <Name>
        <SiteLink href={href}>{name}</SiteLink>
      </Name>
      {(organName || title) && <Organ>{[organName, title].filter(Boolean).join(' · ')}</Organ>}
      <Stats>
        <div>
          <dt>{L.literatureCount}</dt>
          <dd>{formatLargeCount(literatureCount)}</dd>
        </div>
        <div>
          <dt>{L.citedCount}</dt>
          <dd>{formatLargeCount(citedCount)}</dd>
        </div>
        {hIndex !== undefined && (
          <div>
            <dt>{L.hIndex}</dt>
            <dd>{hIndex}</dd>
          </div>
        )}
      </Stats>
    </Card>
  );
}
