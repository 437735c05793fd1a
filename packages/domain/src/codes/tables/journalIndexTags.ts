import { messages } from '../../messages/messages';
import { journalTagLabels as L } from '../../messages/labels/journalTags';

/** Index lists offered as journal filters (doc 001 §3). */
export const journalIndexFilterTags = [
  'SCIE',
  'SSCI',
  'ESCI',
  'AHCI',
  'EI',
  'CA',
  'IEEE',
  'NATURE',
  'PUBMED',
  'BDHX',
  'CSCD',
  'CSSCI',
  'EAPJ',
  'JCR',
  'ZKYM',
] as const;
export type JournalIndexFilterTag = (typeof journalIndexFilterTags)[number];

/** The journal facet adds three more lists to the filter ones. */
export const journalFacetTags = [...journalIndexFilterTags, 'CSTPCD', 'AMI', 'RCCSE'] as const;
export type JournalFacetTag = (typeof journalFacetTags)[number];

/** The collect filter's options (collected in: the index lists most asked for), in the order the spec gives them. */
export const collectFilterOptions = [
  { tag: 'BDHX', label: messages.journalTags.pkuCore },
  { tag: 'SCIE', label: 'SCIE' },
  { tag: 'EI', label: 'EI' },
  { tag: 'SSCI', label: 'SSCI' },
  { tag: 'CSCD', label: 'CSCD' },
  { tag: 'CSSCI', label: 'CSSCI' },
] as const satisfies readonly { tag: JournalIndexFilterTag; label: string }[];

export interface JournalTagName {
  short: string;
  full: string;
}

/**
 * Tag catalogue families. Families with editions or grades produce one name per variant through
 * the helpers below; the exact code value of each tag is not shown by the spec.
 */
export const journalTagFamilies = [
  'SCIE',
  'SSCI',
  'ESCI',
  'AHCI',
  'EI',
  'CA',
  'IEEE',
  'Nature',
  'PubMed',
  'CSTPCD',
  'AMI',
  'PKU',
  'CSCD',
  'CSSCI',
  'EXCELLENCE',
  'JCR',
  'CAS',
  'RCCSE',
] as const;
export type JournalTagFamily = (typeof journalTagFamilies)[number];

type PlainFamily = Extract<JournalTagFamily, keyof typeof L>;

export function plainTagName(family: PlainFamily): JournalTagName {
  return L[family];
}

/** 北大核心 by edition year, e.g. 北大核心（2023版）. */
export function pkuCoreTagName(edition: number): JournalTagName {
  const short = messages.journalTags.pkuCore;
  return { short, full: `${short}（${edition}${L.pkuEditionSuffix}）` };
}

/** CSCD core or extended collection by period, e.g. CSCD核心库（2025-2026）. */
export function cscdTagName(kind: 'core' | 'extended', period: string): JournalTagName {
  const short = `CSCD${kind === 'core' ? L.cscdCore : L.cscdExtended}`;
  return { short, full: `${short}（${period}）` };
}

/** CSSCI source, extended or collection by period, e.g. CSSCI来源期刊（2023-2024）. */
export function cssciTagName(kind: 'source' | 'extended' | 'collection', period: string): JournalTagName {
  const suffix = { source: L.cssciSource, extended: L.cssciExtended, collection: L.cssciCollection }[kind];
  const short = `CSSCI${suffix}`;
  return { short, full: `${short}（${period}）` };
}

/** JCR quartiles Q1–Q4 of the 2024 edition. */
export const jcrEdition = 2024;
export function jcrTagName(quartile: 1 | 2 | 3 | 4, edition: number = jcrEdition): JournalTagName {
  const short = `JCR Q${quartile}`;
  return { short, full: `${short}（${edition}）` };
}

/** 中科院分区 zones 1–4 of the 2025 edition. */
export const casZoneEdition = 2025;
export function casZoneTagName(zone: 1 | 2 | 3 | 4, edition: number = casZoneEdition): JournalTagName {
  const short = `${messages.journalTags.casZone}${zone}${L.zoneSuffix}`;
  return { short, full: `${short}（${edition}）` };
}

/** 武大RCCSE authority or core journals. */
export function rccseTagName(kind: 'authority' | 'core'): JournalTagName {
  const short = `${messages.journalTags.whuRccse}${kind === 'authority' ? L.rccseAuthority : L.rccseCore}`;
  return { short, full: short };
}

/** Badges on a journal: ycb when extraAppStatus is 1, net when netFirst is set. */
export function journalBadges(journal: { extraAppStatus?: number | null; netFirst?: unknown }): ('ycb' | 'net')[] {
  const badges: ('ycb' | 'net')[] = [];
  if (journal.extraAppStatus === 1) badges.push('ycb');
  if (journal.netFirst) badges.push('net');
  return badges;
}
