/**
 * The entity pages' <meta name="description">: what the page holds, built from the loaded entity (`journalPageDescription`,
 * `authorPageDescription`, `subjectPageDescription`),
 * each fact only when known, joined by ；and ended by 。 (docs/decisions/entities.md).
 */
export const entityPageDescriptions = {
  journalName: (name: string) => `《${name}》`,
  journalHost: (organ: string) => `${organ}主办`,
  journalIssn: (issn: string) => `ISSN ${issn}`,
  journalCn: (cn: string) => `CN ${cn}`,
  journalIndexed: (names: string) => `收录于${names}`,
  journalImpact: (factor: string) => `复合影响因子 ${factor}`,
  journalArticles: (count: string) => `文献量 ${count} 篇`,
  journalHolds: '可按刊期浏览文献，查看统计分析与引证分析',
  authorOf: (organ: string) => `${organ}学者`,
  authorOutput: (papers: string, cited: string) => `发文 ${papers} 篇，被引 ${cited} 次`,
  authorHIndex: (h: number) => `h 指数 ${h}`,
  authorFields: (fields: string) => `研究领域：${fields}`,
  authorHolds: '可查看其学术成果、合作作者与机构、学术影响',
  subjectOf: (name: string) => `主题“${name}”`,
  subjectDiscipline: (discipline: string) => `所属学科：${discipline}`,
  subjectClc: (clc: string) => `中图分类号 ${clc}`,
  subjectArticles: (count: string) => `相关文献 ${count} 篇`,
  subjectHolds: '可查看研究趋势、学科渗透、相关主题与学术成果',
  /** Between a heading fact (the name) and the rest, and between the facts. */
  lead: '：',
  separator: '；',
  listSeparator: '、',
  end: '。',
};
