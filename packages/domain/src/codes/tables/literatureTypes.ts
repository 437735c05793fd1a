/** Literature type codes (doc 001 §3, "Code table: literature types"). */
export const literatureTypes = [
  { code: 0, key: 'general', name: '综合', route: null },
  { code: 1, key: 'journal', name: '期刊', route: '/doc/journal' },
  { code: 2, key: 'degree', name: '学位', route: '/doc/degree' },
  { code: 3, key: 'conference', name: '会议', route: '/doc/conference' },
  { code: 4, key: 'report', name: '报告', route: '/doc/report' },
  { code: 5, key: 'patent', name: '专利', route: '/doc/patent' },
  { code: 6, key: 'standard', name: '标准', route: '/doc/standard' },
  { code: 7, key: 'achievement', name: '成果', route: '/doc/achievement' },
  { code: 8, key: 'regulation', name: '法律法规', route: '/doc/regulation' },
  { code: 18, key: 'newspaper', name: '报纸', route: '/doc/newspaper' },
  { code: 51, key: 'policy', name: '政策', route: '/doc/policy' },
] as const;

export type LiteratureType = (typeof literatureTypes)[number];
export type LiteratureTypeCode = LiteratureType['code'];
export type LiteratureTypeKey = LiteratureType['key'];

/** A kind of document: a literature type with pages of its own (every one but 综合, doc 001 §3). */
export type DocumentType = Extract<LiteratureType, { route: string }>;

/** The kinds of document in code order: what a reader browses by type and opens a page of. */
export const documentTypes: readonly DocumentType[] = literatureTypes.filter(
  (t): t is DocumentType => t.route !== null,
);

/** Special order or download types that are not document kinds. */
export const specialOrderTypes = [10001, 10004, 10005] as const;
export type SpecialOrderType = (typeof specialOrderTypes)[number];

/**
 * What each special type stands for. The spec only says "special order or download types";
 * the download rules single out 10001 (never deduction-confirmed) and 10005 (analytics type 3).
 */
export const specialOrderTypeRules = {
  10001: { skipsDeductionConfirm: true },
  10004: { skipsDeductionConfirm: false },
  10005: { skipsDeductionConfirm: false },
} as const satisfies Record<SpecialOrderType, { skipsDeductionConfirm: boolean }>;

export function findLiteratureType(code: number): LiteratureType | undefined {
  return literatureTypes.find((t) => t.code === code);
}

export function isSpecialOrderType(code: number): code is SpecialOrderType {
  return (specialOrderTypes as readonly number[]).includes(code);
}

/**
 * The document page of a literature item: `/doc/<kind>/<id>`. Type 0 (general) and unknown
 * codes have no page of their own.
 */
export function documentPath(code: number, id: string | number): string | null {
  const route = findLiteratureType(code)?.route;
  return route ? `${route}/${encodeURIComponent(String(id))}` : null;
}

/**
 * The name of a literature type code as the site shows it (期刊, 学位, 报纸 …): servers send the code, as a number
 * or its text ("18"), in statistics and aggregations; a code outside the table shows as itself.
 */
export function literatureTypeName(code: number | string): string {
  const text = String(code).trim();
  return /^\d+$/.test(text) ? (findLiteratureType(Number(text))?.name ?? text) : text;
}
