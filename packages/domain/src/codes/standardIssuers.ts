/**
 * The body that issues a standard, read from its number's code (GB/T 7714—2015 §4.1: a standard is cited with its
 * issuing body as the responsible party, e.g. example [12] "国家质量技术监督局. GB 3100—1993 …[S]").
 * National standards (GB, GB/T) are issued jointly by the market regulator and the standardization administration:
 * from 2018 国家市场监督管理总局 (it took over from 国家质量监督检验检疫总局 in the 2018 reform).
 * Sector codes name their ministry (JB/T machinery → 工业和信息化部, HJ environment → 生态环境部, 环境保护部 before
 * 2018); association standards (T/…) their association. Unknown codes → none (the citation then has no author).
 */
const sectorIssuers: readonly { code: RegExp; issuers: (year: number) => string[] }[] = [
  {
    code: /^GB(\/T|\/Z)?$/,
    issuers: (year) => [year >= 2018 ? '国家市场监督管理总局' : '国家质量监督检验检疫总局', '国家标准化管理委员会'],
  },
  { code: /^JB(\/T)?$/, issuers: () => ['工业和信息化部'] },
  { code: /^HJ(\/T)?$/, issuers: (year) => [year >= 2018 ? '生态环境部' : '环境保护部'] },
  { code: /^T\/CECS$/, issuers: () => ['中国工程建设标准化协会'] },
];

/** The issuing bodies of the standard `standardNo` released in `year`, in the order the standard names them. */
export function standardIssuers(standardNo: string, year: number): string[] {
  const code = standardNo.trim().split(/\s+/)[0] ?? '';
  return sectorIssuers.find((s) => s.code.test(code))?.issuers(year) ?? [];
}
