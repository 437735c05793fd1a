import type { JournalCard, JournalProfile } from '@wenxian/api';
import type { Dataset } from '../../data/dataset';
import type { JournalRecord } from '../../data/types';

/** A journal as lists show it (search results, navigation, recommendations). */
export function toJournalCard(journal: JournalRecord): JournalCard {
  return {
    id: journal.id,
    name: journal.name,
    coverUrl: journal.coverUrl,
    indexTags: journal.indexTags,
    indexTagEditions: journal.indexTagEditions,
    impactFactor: journal.impactFactor,
    isOA: journal.isOA,
  };
}

/** A journal as its own page shows it: the card and the journal's facts. */
export function toJournalProfile(dataset: Dataset, journal: JournalRecord): JournalProfile {
  return {
    ...toJournalCard(journal),
    nameEn: journal.nameEn,
    issn: journal.issn,
    cn: journal.cn,
    frequency: journal.frequency,
    foundedYear: journal.foundedYear,
    hostOrgan: dataset.organizationById.get(journal.hostOrganId)?.name ?? '',
    compositeImpactFactor: journal.compositeImpactFactor,
    extraAppStatus: journal.extraAppStatus,
    netFirst: journal.netFirst,
    literatureCount: journal.literatureIds.length,
  };
}
