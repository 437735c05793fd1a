import { href } from 'react-router';
import { JOURNAL_PATHS, resolvePath, type JournalProfile as JournalProfileData } from '@wenxian/api';
import { entityLabels, formatLargeCount, journalBadgeLabel, journalBadges, journalTagsDisplay } from '@wenxian/domain';
import { JournalProfile, type IndexTagProps } from '@wenxian/ui';
import { EntityActions } from '../../../features/entities/EntityActions';
import { EntityTabs } from '../../shared/entityPageLayout';
import { quoteHref } from '../../../features/entities/entityLinks';

const J = entityLabels.journal;
const T = entityLabels.pages.journal.tabs;

export type JournalTab = 'home' | 'column' | 'detail' | 'publish' | 'search';

/** The journal's cover (an image the server draws; an <img> asks for it without the call layer). */
const journalCoverUrl = (id: string) => `${resolvePath(JOURNAL_PATHS.getBookCover)}?id=${encodeURIComponent(id)}`;

/** Tags of a journal as the profile shows them: index tags with editions, then 预出版 / 网络首发, then OA. */
function journalTags(journal: JournalProfileData): IndexTagProps[] {
  return [
    ...journalTagsDisplay(journal.indexTags, journal.indexTagEditions).map((t) => ({
      label: t.label,
      fullName: t.fullName,
      tone: t.tone,
    })),
    ...journalBadges(journal).map((b) => ({ label: journalBadgeLabel(b), tone: 'badge' as const })),
    ...(journal.isOA ? [{ label: J.oa, tone: 'oa' as const }] : []),
  ];
}

/** The journal's profile and the tabs of its pages, on every journal page. */
export function JournalHeader({ journal, current }: { journal: JournalProfileData; current: JournalTab }) {
  const id = journal.id;
  const facts = [
    { label: J.issn, value: journal.issn ?? '—' },
    { label: J.cn, value: journal.cn ?? '—' },
    { label: J.frequency, value: journal.frequency ?? '—' },
    { label: J.hostOrgan, value: journal.hostOrgan ?? '—' },
    { label: J.foundedYear, value: journal.foundedYear ?? '—' },
    { label: J.impactFactor, value: journal.impactFactor?.toFixed(3) ?? '—' },
    { label: J.compositeImpactFactor, value: journal.compositeImpactFactor?.toFixed(3) ?? '—' },
    { label: J.literatureCount, value: formatLargeCount(journal.literatureCount ?? 0) },
  ];
  const tabs = [
    { label: T.home, href: href('/journal/:volume', { volume: id }), isCurrent: current === 'home' },
    { label: T.column, href: href('/journal/:volume/column', { volume: id }), isCurrent: current === 'column' },
    { label: T.detail, href: href('/journal/:volume/detail', { volume: id }), isCurrent: current === 'detail' },
    { label: T.publish, href: href('/journal/:volume/publish', { volume: id }), isCurrent: current === 'publish' },
    { label: T.search, href: href('/journal/:volume/search', { volume: id }), isCurrent: current === 'search' },
    { label: T.quote, href: quoteHref('periodical', id), isCurrent: false },
  ];
  return (
    <>
      <JournalProfile
        name={journal.name}
        nameEn={journal.nameEn}
        coverUrl={journalCoverUrl(id)}
        tags={journalTags(journal)}
        facts={facts}
        actions={<EntityActions kind="journal" id={id} name={journal.name} isJournal />}
      />
      <EntityTabs label={journal.name} tabs={tabs} />
    </>
  );
}
