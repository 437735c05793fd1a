/** The search's answers as the page shows them: result rows, facet groups and type tabs (ui's shapes). */
import type { Facet, LiteratureSummary } from '@wenxian/api';
import {
  documentTypes,
  facetLabels,
  journalTagDisplay,
  literatureTypes,
  searchPageLabels,
  standardStatusOptions,
} from '@wenxian/domain';
import type { DocumentTypeTab, FacetGroup, ResultLiterature } from '@wenxian/ui';
import { escapeUTF8 } from 'entities/escape';

/** Which default size applies to a facet code (doc 000 §9). */
const sizeKindOf = (code: string): FacetGroup['sizeKind'] =>
  code === 'type'
    ? 'types'
    : code === 'QJ'
      ? 'qualityJournals'
      : code === 'Y'
        ? 'year'
        : code === 'C'
          ? 'class'
          : 'other';

/** Aggregations as the facet column shows them; the type facet is left to the tabs. */
export function facetGroupsOf(facets: readonly Facet[]): FacetGroup[] {
  return facets
    .filter((facet) => facet.code !== 'type' && facet.items.length > 0)
    .map((facet) => ({
      code: facet.code,
      title: facet.name,
      sizeKind: sizeKindOf(facet.code),
      options: facet.items.map((item) => ({
        value: String(item.id ?? item.name),
        // The quality-journal facet counts index-tag codes; they read as the journal pages name them (北大核心).
        label: facet.code === 'QJ' ? journalTagDisplay(String(item.id ?? item.name)).label : item.name,
        count: item.count,
      })),
    }));
}

/** The condition filter of the standard status (doc 001 §3); its values are the status names. */
const STANDARD_STATUS = 'standardStatus';

/**
 * The standard status group (doc 000 §4.5: 作废 and 现行) with both options always, so a reader can pick the
 * status before searching or while the results hold only one of them; counts where the search gave them.
 */
export function withStandardStatusGroup(groups: readonly FacetGroup[]): FacetGroup[] {
  const found = groups.find((group) => group.code === STANDARD_STATUS);
  const options = standardStatusOptions.map(({ label }) => {
    const counted = found?.options.find((option) => option.value === label);
    return counted ?? { value: label, label };
  });
  const status: FacetGroup = { code: STANDARD_STATUS, title: facetLabels.groups.standardStatus, options };
  return [status, ...groups.filter((group) => group.code !== STANDARD_STATUS)];
}

/** 全部 and each type the search finds, with counts. */
export function typeTabsOf(facets: readonly Facet[] | undefined, total: number | undefined): DocumentTypeTab[] {
  const counts = facets?.find((f) => f.code === 'type')?.items ?? [];
  const tabs: DocumentTypeTab[] = [
    { code: null, label: searchPageLabels.allTypes, ...(total !== undefined ? { count: total } : {}) },
  ];
  for (const item of counts) {
    const code = Number(item.id);
    const type = literatureTypes.find((t) => t.code === code);
    if (type) tabs.push({ code, label: type.name, count: item.count });
  }
  return tabs;
}

/**
 * The tabs of a type browse (a type and no words: the home page's 文献类型 tiles): every kind of document, the one
 * browsed with its count, so the reader moves to another kind from the results. No 全部: every type and no words
 * would be no search at all (`hasTypeCounts`).
 */
export function typeBrowseTabsOf(typeId: number | null, total: number | undefined): DocumentTypeTab[] {
  return documentTypes.map(({ code, name }) => ({
    code,
    label: name,
    ...(code === typeId && total !== undefined ? { count: total } : {}),
  }));
}

/** The status key of a standard's status as the answer names it (现行 / 作废). */
const standardStatusKey = (name: string | null | undefined) =>
  standardStatusOptions.find((option) => option.label === name)?.key;

/** A search hit as the result row shows it: plain text escaped for the component that renders (sanitised) HTML. */
export function resultLiteratureOf(item: LiteratureSummary): ResultLiterature {
  return {
    id: item.id,
    type: item.type,
    titleHtml: item.highlightTitle ?? escapeUTF8(item.title),
    abstractHtml: item.abstract === undefined ? undefined : escapeUTF8(item.abstract),
    authors: item.authors.map((a) => a.name),
    source: item.source ?? undefined,
    year: item.year,
    // A journal article's year reads with its volume and issue, as its page gives them: 2025, 72(5).
    ...(item.issue ? { issue: `${item.volume ?? ''}(${item.issue})` } : {}),
    date: item.publishDate,
    ...(item.thesisType ? { degree: item.thesisType } : {}),
    ...(item.applicationNo ? { patentNumber: item.applicationNo } : {}),
    ...(item.standardNo ? { standardNumber: item.standardNo } : {}),
    ...(standardStatusKey(item.standardStatus) ? { standardStatus: standardStatusKey(item.standardStatus) } : {}),
    isOa: item.isOA,
    citedCount: item.citedCount,
    downloadCount: item.downloadCount,
  };
}
