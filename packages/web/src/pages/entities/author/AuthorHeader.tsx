import { href } from 'react-router';
import type { AuthorProfile } from '@wenxian/api';
import { entityLabels, formatLargeCount } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import { entityHref, quoteHref } from '../../../features/entities/entityLinks';
import { EntityActions } from '../../../features/entities/EntityActions';
import { EntityTabs, Facts, LinkList, PageTitle } from '../../shared/entityPageLayout';

const L = entityLabels.pages.author;
const A = entityLabels.author;

/** The sub-page of /author/{id}/…: home, achievement, achome, detail or influence. */
export type AuthorTab = 'home' | 'achievement' | 'achome' | 'detail' | 'influence';

/** The author's name and facts, the follow/compare actions and the links to the sub-pages. */
export function AuthorHeader({ author, tab }: { author: AuthorProfile; tab: AuthorTab }) {
  const id = author.id;
  const tabs = [
    { label: L.tabs.home, href: href('/author/:id', { id }), isCurrent: tab === 'home' },
    { label: L.tabs.achievement, href: href('/author/:id/achievement', { id }), isCurrent: tab === 'achievement' },
    { label: L.tabs.achome, href: href('/author/:id/achome', { id }), isCurrent: tab === 'achome' },
    { label: L.tabs.detail, href: href('/author/:id/detail', { id }), isCurrent: tab === 'detail' },
    { label: L.tabs.influence, href: href('/author/:id/influence', { id }), isCurrent: tab === 'influence' },
    { label: L.tabs.quote, href: quoteHref('author', id), isCurrent: false },
  ];
  return (
    <>
      <PageTitle>{author.name}</PageTitle>
      <Facts>
        <dt>{A.organ}</dt>
        <dd>
          {author.organId ? (
            <SiteLink href={entityHref.organization(author.organId)}>{author.organName}</SiteLink>
          ) : (
            author.organName
          )}
        </dd>
        <dt>{A.title}</dt>
        <dd>{author.title ?? '—'}</dd>
        <dt>{A.literatureCount}</dt>
        <dd>{formatLargeCount(author.literatureCount)}</dd>
        <dt>{A.citedCount}</dt>
        <dd>{formatLargeCount(author.citedCount)}</dd>
        <dt>{A.hIndex}</dt>
        <dd>{author.hIndex ?? 0}</dd>
        <dt>{A.domains}</dt>
        <dd>
          <LinkList aria-label={A.domains}>
            {(author.domains ?? []).map((d) => (
              <li key={d}>
                <SiteLink href={entityHref.subject(d)}>{d}</SiteLink>
              </li>
            ))}
          </LinkList>
        </dd>
      </Facts>
      <div style={{ display: 'flex', gap: '0.8rem', marginTop: '1.2rem' }}>
        <EntityActions kind="author" id={id} name={author.name} />
      </div>
      <EntityTabs label={author.name} tabs={tabs} />
    </>
  );
}
