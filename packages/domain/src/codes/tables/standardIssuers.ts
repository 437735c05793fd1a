/**
 * The body that issues a standard, read from its number's code (GB/T 7714—2015 §4.1: a standard is cited with its
 * issuing body as the responsible party, e.g. example [12] "国家质量技术监督局. GB 3100—1993 …[S]").
 * National standards (GB, GB/T) are issued jointly by the market regulator and the standardization administration:
 * from 2018 国家市场监督管理总局 (it took over from 国家质量监督检验检疫总局 in the 2018 reform). Sector codes name
 * their ministry as it was called in the standard's year (the 2008 and 2018 reforms renamed most of them);
 * association standards (T/…) their association; local standards (DBxx/T) the province's market regulator
 * (质量技术监督局 before 2018). Unknown codes → none (the citation then has no author).
 */

/** Associations that issue 团体标准, by the code after T/. */
export const standardAssociations: Readonly<Record<string, string>> = {
  CESA: '中国电子工业标准化技术协会',
  CHAS: '中国医院协会',
  CSES: '中国环境科学学会',
  CMES: '中国机械工程学会',
  CAASS: '中国农学会',
  CSTM: '中关村材料试验技术联盟',
  CECS: '中国工程建设标准化协会',
};

/** Provinces issuing local standards, by their administrative division code (GB/T 2260), with their capitals. */
export const provincesByDivisionCode: Readonly<Record<string, { name: string; capital: string }>> = {
  '11': { name: '北京市', capital: '北京' },
  '31': { name: '上海市', capital: '上海' },
  '32': { name: '江苏省', capital: '南京' },
  '33': { name: '浙江省', capital: '杭州' },
  '37': { name: '山东省', capital: '济南' },
  '42': { name: '湖北省', capital: '武汉' },
  '44': { name: '广东省', capital: '广州' },
  '51': { name: '四川省', capital: '成都' },
};

/** The issuer of a local standard of province `divisionCode` released in `year`. */
export function localStandardIssuer(divisionCode: string, year: number): string {
  const province = provincesByDivisionCode[divisionCode]?.name ?? '';
  return `${province}${year >= 2018 ? '市场监督管理局' : '质量技术监督局'}`;
}

const byReform = (year: number, ...names: [before2008: string, from2008: string, from2018?: string]) =>
  year >= 2018 ? (names[2] ?? names[1]) : year >= 2008 ? names[1] : names[0];

const sectorIssuers: readonly { code: RegExp; issuers: (year: number, code: string) => string[] }[] = [
  {
    code: /^GB(\/T|\/Z)?$/,
    issuers: (year) => [year >= 2018 ? '国家市场监督管理总局' : '国家质量监督检验检疫总局', '国家标准化管理委员会'],
  },
  { code: /^(JB|HG)(\/T)?$/, issuers: (year) => [byReform(year, '国家发展和改革委员会', '工业和信息化部')] },
  { code: /^SJ(\/T)?$/, issuers: (year) => [byReform(year, '信息产业部', '工业和信息化部')] },
  { code: /^JGJ(\/T)?$/, issuers: (year) => [byReform(year, '建设部', '住房和城乡建设部')] },
  { code: /^NY(\/T)?$/, issuers: (year) => [byReform(year, '农业部', '农业部', '农业农村部')] },
  {
    code: /^WS(\/T)?$/,
    issuers: (year) => [year >= 2018 ? '国家卫生健康委员会' : year >= 2013 ? '国家卫生和计划生育委员会' : '卫生部'],
  },
  { code: /^HJ(\/T)?$/, issuers: (year) => [year >= 2018 ? '生态环境部' : '环境保护部'] },
  {
    code: /^T\/[A-Z]+$/,
    issuers: (_year, code) => {
      const name = standardAssociations[code.slice(2)];
      return name ? [name] : [];
    },
  },
  { code: /^DB\d{2}(\/T)?$/, issuers: (year, code) => [localStandardIssuer(code.slice(2, 4), year)] },
];

/** The issuing bodies of the standard `standardNo` released in `year`, in the order the standard names them. */
export function standardIssuers(standardNo: string, year: number): string[] {
  const code = standardNo.trim().split(/\s+/)[0] ?? '';
  return sectorIssuers.find((s) => s.code.test(code))?.issuers(year, code) ?? [];
}
