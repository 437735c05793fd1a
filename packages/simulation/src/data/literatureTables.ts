import type { LiteratureTypeCode } from '@wenxian/domain';

/**
 * The fixed tables of the literature generator (literature.ts, literatureText.ts): how many records of each
 * type, their id prefixes, the sources of newspapers and policy documents, the issues a year by frequency, the
 * words that title patents, standards, regulations… in both languages, and the issuers and numbers those records
 * carry.
 */

/** How many records of each literature type the corpus holds (5,200 in all; journals dominate as in reality). */
export const literatureCounts: Readonly<Record<Exclude<LiteratureTypeCode, 0>, number>> = {
  1: 3000,
  2: 600,
  3: 400,
  4: 150,
  5: 350,
  6: 250,
  7: 150,
  8: 100,
  18: 120,
  51: 80,
};

/** The id prefix of each literature type. */
export const typePrefix: Readonly<Record<number, string>> = {
  1: 'QK',
  2: 'XW',
  3: 'HY',
  4: 'BG',
  5: 'ZL',
  6: 'BZ',
  7: 'CG',
  8: 'FG',
  18: 'BZZ',
  51: 'ZC',
};
/** The newspapers of each field's news: its sector's paper, or a national daily. */
export const newspapersByField: Readonly<Record<string, readonly string[]>> = {
  cs: ['科技日报', '人民日报'],
  med: ['健康报', '人民日报'],
  edu: ['中国教育报', '光明日报'],
  econ: ['经济日报', '人民日报'],
  env: ['中国环境报', '人民日报'],
  mech: ['科技日报', '经济日报'],
  agri: ['农民日报', '人民日报'],
  law: ['法治日报', '人民日报'],
  mat: ['科技日报', '经济日报'],
  lit: ['光明日报', '文艺报'],
  civil: ['中国建设报', '经济日报'],
  mgmt: ['经济日报', '光明日报'],
};
/** The department that regulates each field; a 条例 is the State Council's (行政法规). */
const ministryOfField: Readonly<Record<string, string>> = {
  edu: '教育部',
  econ: '国家发展和改革委员会',
  env: '生态环境部',
  law: '司法部',
  mgmt: '国家发展和改革委员会',
  agri: '农业农村部',
};
/** The prefix of a policy document's number (发文字号) by its issuer: 国办发〔2025〕12号. */
const docNoPrefixOf: Readonly<Record<string, string>> = {
  国务院: '国发',
  国务院办公厅: '国办发',
  教育部: '教发',
  国家发展和改革委员会: '发改',
  生态环境部: '环发',
  司法部: '司发',
  农业农村部: '农发',
};
/** The literature types that carry a research fund (基金): research, not regulations, standards or news. */
export const fundedTypes: ReadonlySet<number> = new Set([1, 2, 3, 4, 7]);
/**
 * The CLC classes of each field's research objects: an object is always filed in the same class (its index in
 * the field's objects, round the list), as a cataloguer would file it.
 */
export const clcClassesOfField: Readonly<Record<string, readonly string[]>> = {
  cs: ['TP391.4', 'TP391.41', 'TP391.1', 'TP391.3', 'TP391.2', 'TP18', 'TP393', 'TP311.13', 'TP393.08', 'TP309'],
  med: ['R541.4', 'R587.1', 'R544.1', 'R563', 'R473', 'R197', 'R735', 'R692'],
  edu: ['G642', 'G434', 'G451.2', 'G622', 'G40-011', 'G647'],
  econ: ['F832', 'F124', 'F426', 'F752', 'F812', 'F323'],
  env: ['X52', 'X53', 'X171', 'X32', 'X196', 'X51'],
  mech: ['TH132', 'TH117', 'TH16', 'TH113', 'TG659', 'TH17'],
  agri: ['S511', 'S512.1', 'S158', 'S436', 'S147', 'S513'],
  law: ['D923', 'D924', 'D915', 'D922.1', 'D912.29', 'D913'],
  mat: ['TB332', 'TB34', 'TG14', 'TB383', 'TQ174', 'TB33'],
  lit: ['I207.2', 'I206.2', 'I222', 'I206.6', 'I207.22', 'I207.41'],
  civil: ['TU375', 'TU973', 'TU443', 'TU411', 'TU352', 'U231'],
  mgmt: ['F272', 'F273.1', 'C936', 'D630', 'F274', 'C93'],
};

/** Issues a year by publication frequency (刊期). */
export const issuesPerYear: Readonly<Record<string, number>> = { 月刊: 12, 双月刊: 6, 半月刊: 24, 季刊: 4, 旬刊: 36 };

/** A choice of words in both languages: [Chinese, English]. */
export type Pair = readonly [string, string];

/** A document type's abstract, sentence by sentence: each slot's choices in Chinese and English. */
export type TypeSentences = Readonly<Record<'purpose' | 'method' | 'body' | 'result' | 'conclusion', readonly Pair[]>>;

/** The words a title of each non-scholarly type ends (or opens) with, Chinese and English. */
export const titleWords = {
  /** 5 patents: 一种用于{o}的{function}装置 (the function: patentVocabulary.ts). */
  patent: [
    ['装置', 'device'],
    ['方法', 'method'],
    ['系统', 'system'],
  ],
  /** 8 regulations: {activity}管理条例 (the activity of each object: documentSubjects.ts). */
  regulation: [
    ['管理条例', 'Regulations on the administration of'],
    ['管理办法', 'Measures for the administration of'],
    ['若干规定', 'Provisions on'],
    ['实施细则', 'Detailed rules for'],
  ],
  /** 51 policy documents: 关于推进{o}{aim}的{kind}. */
  policyAim: [
    ['高质量发展', 'the high-quality development of'],
    ['规范管理', 'the standardized management of'],
    ['改革创新', 'reform and innovation in'],
  ],
  policyKind: [
    ['指导意见', 'Guiding opinions on'],
    ['实施方案', 'Implementation plan for'],
    ['通知', 'Notice on'],
  ],
  /** 18 newspaper articles: {r}{o}产业取得新进展 (the work of each field: documentSubjects.ts). */
  newspaper: [
    ['取得新进展', 'New progress for'],
    ['迈出新步伐', 'New steps for'],
    ['按下“快进键”', 'Faster progress for'],
    ['观察', 'Observations on'],
  ],
  /** 4 reports: {r}{o}发展报告（year）. */
  report: [
    ['发展报告', 'Development report'],
    ['年度报告', 'Annual report'],
    ['调研报告', 'Survey report'],
    ['蓝皮书', 'Blue book'],
  ],
  /** 7 achievements: {o}{function}关键技术及应用 (the function: patentVocabulary.ts). */
  achievement: [
    ['关键技术及应用', 'Key technologies and applications'],
    ['研究与示范', 'Research and demonstration'],
    ['集成创新', 'Integrated innovation'],
  ],
} as const satisfies Record<string, readonly Pair[]>;

/**
 * Who issues a regulation or a policy: a 条例 is the State Council's (行政法规), other rules the field's ministry
 * (部门规章); a policy the ministry or the State Council's General Office.
 */
export function issuerOf(type: LiteratureTypeCode, disciplineId: string, word: string, draw: number): string {
  const ministry = ministryOfField[disciplineId] ?? '国务院办公厅';
  if (type === 8) return word.endsWith('条例') ? '国务院' : ministry;
  return draw < 0.3 ? '国务院办公厅' : ministry;
}

/** A regulation's order number (国务院令第702号, 教育部令第41号); a policy's document number (国办发〔2025〕12号). */
export function documentNumber(type: LiteratureTypeCode, issuer: string, year: number, serial: number): string {
  if (type === 8) return `${issuer}令第${issuer === '国务院' ? 500 + (year - 2000) * 10 + (serial % 10) : serial}号`;
  return `${docNoPrefixOf[issuer] ?? '国发'}〔${year}〕${serial}号`;
}

/** The check digit of a Chinese patent application number (12 digits, weights 2–9 then 2–5, modulo 11, 10 is X). */
function applicationCheckDigit(digits: string): string {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (weights[i] ?? 0), 0) % 11;
  return sum === 10 ? 'X' : String(sum);
}

/**
 * A patent's numbers and filing date, agreeing with its kind and its publication date: an invention is published
 * (A) about 18 months after filing, or granted (B) two to three years after; a utility model is granted (U) within
 * a year. The application number is the filing year, the kind (1 invention, 2 utility model), a serial and the
 * check digit; the publication number begins 1 for inventions and 2 for utility models.
 */
export function patentFacts(
  kind: string,
  publishDate: string,
  applicationSerial: number,
  publicationSerial: number,
  grantDraw: number,
): { applicationNo: string; applicationDate: string; publicationNo: string } {
  const invention = kind === '发明专利';
  const granted = invention && grantDraw < 0.35;
  const lag = invention
    ? granted
      ? 720 + (applicationSerial % 360)
      : 540 + (applicationSerial % 30)
    : 150 + (applicationSerial % 200);
  const applicationDate = addDays(publishDate, -lag);
  const serial = String(applicationSerial % 10_000_000).padStart(7, '0');
  const digits = `${applicationDate.slice(0, 4)}${invention ? 1 : 2}${serial}`;
  const letter = invention ? (granted ? 'B' : 'A') : 'U';
  return {
    applicationNo: `CN${digits}.${applicationCheckDigit(digits)}`,
    applicationDate,
    publicationNo: `CN${invention ? 1 : 2}${String(publicationSerial % 100_000_000).padStart(8, '0')}${letter}`,
  };
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
