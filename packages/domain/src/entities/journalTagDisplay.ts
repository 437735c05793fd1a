import {
  casZoneTagName,
  cscdTagName,
  cssciTagName,
  jcrEdition,
  jcrTagName,
  casZoneEdition,
  plainTagName,
  pkuCoreTagName,
  rccseTagName,
  type JournalTagName,
} from '../codes/tables/journalIndexTags';
import { journalTagLabels } from '../messages/labels/journalTags';
import { messages } from '../messages/messages';

/** How a tag reads on a journal: international index, Chinese core list, or a journal badge. */
export type JournalTagTone = 'index' | 'core' | 'badge';

/** A journal index tag ready to show: short label, full name with its edition, tone. */
export type JournalTagDisplay = { code: string; label: string; fullName: string; tone: JournalTagTone };

const international: Readonly<Record<string, Parameters<typeof plainTagName>[0]>> = {
  SCIE: 'SCIE',
  SSCI: 'SSCI',
  ESCI: 'ESCI',
  AHCI: 'AHCI',
  EI: 'EI',
  CA: 'CA',
  IEEE: 'IEEE',
  NATURE: 'Nature',
  PUBMED: 'PubMed',
};

/** A year like 2023, or the first year of a period like 2023-2024; otherwise undefined. */
const yearOf = (edition: string | undefined): number | undefined => {
  const match = edition?.match(/^(\d{4})/);
  return match ? Number(match[1]) : undefined;
};

/** 1–4 from "Q2", "2", "2区"; otherwise undefined. */
const gradeOf = (edition: string | undefined): 1 | 2 | 3 | 4 | undefined => {
  const match = edition?.match(/([1-4])/);
  return match ? (Number(match[1]) as 1 | 2 | 3 | 4) : undefined;
};

/** A name without an edition: the short name is also the full one. */
const bare = (short: string): JournalTagName => ({ short, full: short });

const show = (code: string, name: JournalTagName, tone: JournalTagTone): JournalTagDisplay => ({
  code,
  label: name.short,
  fullName: name.full,
  tone,
});

/**
 * The display of one index-tag code of the code table (doc 001 §3) with its edition: 北大核心 by
 * edition year (BDHX + "2023" → 北大核心（2023版）), CSCD core/extended by period, CSSCI source by
 * period, JCR quartile of its edition, 中科院分区 zone, 武大RCCSE. A code with a missing or unreadable
 * edition still shows its short name; an unknown code shows as itself.
 */
export function journalTagDisplay(code: string, edition?: string): JournalTagDisplay {
  const upper = code.toUpperCase();
  const plain = international[upper];
  if (plain) return show(code, plainTagName(plain), 'index');
  switch (upper) {
    case 'BDHX': {
      const year = yearOf(edition);
      return show(code, year ? pkuCoreTagName(year) : bare(messages.journalTags.pkuCore), 'core');
    }
    case 'CSCD': {
      const kind = edition?.includes(journalTagLabels.cscdExtended) || edition?.startsWith('E') ? 'extended' : 'core';
      const period = edition?.match(/\d{4}-\d{4}/)?.[0];
      const name = cscdTagName(kind, period ?? '');
      return show(code, period ? name : bare(name.short), 'core');
    }
    case 'CSSCI': {
      const period = edition?.match(/\d{4}-\d{4}/)?.[0];
      const name = cssciTagName('source', period ?? '');
      return show(code, period ? name : bare(name.short), 'core');
    }
    case 'JCR': {
      const quartile = gradeOf(edition);
      return quartile ? show(code, jcrTagName(quartile, jcrEdition), 'index') : show(code, bare('JCR'), 'index');
    }
    case 'ZKYM': {
      const zone = gradeOf(edition);
      return zone
        ? show(code, casZoneTagName(zone, casZoneEdition), 'index')
        : show(code, bare(messages.journalTags.casZone), 'index');
    }
    case 'EAPJ':
      // 卓越期刊 (doc 001 §3): the filter code EAPJ of the excellence action plan's journal list.
      return show(code, bare(messages.journalTags.excellence), 'core');
    case 'CSTPCD':
      return show(code, plainTagName('CSTPCD'), 'core');
    case 'AMI':
      return show(code, plainTagName('AMI'), 'core');
    case 'RCCSE':
      return show(code, rccseTagName(edition === 'authority' ? 'authority' : 'core'), 'core');
    default:
      return { code, label: code, fullName: code, tone: 'index' };
  }
}

/**
 * All tags of a journal in display order: Chinese core lists first (what Chinese readers look for),
 * then international indexes, each group in code-table order; editions from `editions` by code.
 */
export function journalTagsDisplay(
  codes: readonly string[],
  editions: Readonly<Record<string, string>> = {},
): JournalTagDisplay[] {
  const shown = [...new Set(codes)].map((code) => journalTagDisplay(code, editions[code]));
  const rank = (t: JournalTagDisplay) => (t.tone === 'core' ? 0 : 1);
  return shown
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || a.i - b.i)
    .map(({ t }) => t);
}

/** The badge labels of a journal (ycb 预出版, net 网络首发) from the badge codes of `journalBadges`. */
export function journalBadgeLabel(badge: 'ycb' | 'net'): string {
  return journalTagLabels[badge];
}

/**
 * The short names of index-tag codes as the site shows them everywhere (北大核心, 科技核心, 武大RCCSE核心期刊 …,
 * never BDHX, CSTPCD, RCCSE), in the order given: facets, recommendations, collections and reports read the
 * one code table of `journalTagDisplay`.
 */
export function journalTagNames(codes: readonly string[], editions: Readonly<Record<string, string>> = {}): string[] {
  return [...new Set(codes)].map((code) => journalTagDisplay(code, editions[code]).label);
}
