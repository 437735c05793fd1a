import type { LiteratureRecord } from '../../data/types';
import { disciplines, regions } from '../../data/vocabulary';

/**
 * The corpus test's classes of a document that does not read as its type: a patent filed outside its subject or
 * titled and written as a study, standards, regulations, newspapers and achievements titled as research.
 */

/**
 * The IPC subclasses a patent of each technical field is filed under (IPC 2024.01): a medical patent under A61B,
 * G01N, G16H…, never under G06F data processing, and a patent's class is the 主分类号 shape (G06V 10/82).
 */
const IPC_OF_FIELD: Readonly<Record<string, readonly string[]>> = {
  cs: ['G06F', 'G06N', 'G06V', 'G06T', 'G06Q', 'H04L', 'H04W'],
  med: ['A61B', 'A61K', 'A61M', 'A61N', 'G01N', 'G16H', 'C12Q'],
  env: ['B01D', 'B09B', 'B09C', 'C02F', 'G01N', 'B65F', 'E02B'],
  mech: ['B23Q', 'B24B', 'B25J', 'B33Y', 'F03D', 'F15B', 'F16C', 'F16H', 'G01M', 'B23B'],
  agri: ['A01B', 'A01C', 'A01G', 'A01H', 'A01K', 'C05G', 'G01N'],
  mat: ['B01J', 'C01B', 'C04B', 'C08J', 'C08L', 'C22C', 'C23C', 'H01M', 'H10K'],
  civil: ['E01D', 'E02D', 'E03F', 'E04B', 'E04G', 'E04H', 'E21D', 'G01M'],
};
export function patentIpcOutsideSubject(r: LiteratureRecord): boolean {
  const ipc = /^([A-H]\d{2}[A-Z]) \d{1,4}\/\d{2,6}$/.exec(r.ipc ?? '');
  return !ipc?.[1] || !(IPC_OF_FIELD[r.disciplineId] ?? []).includes(ipc[1]);
}
/** What a patent never rests on or claims: a study design, a research question. */
const STUDY_WORDS =
  /问卷|调查|案例|实证|试验|Meta|队列|病例对照|随机化|倾向评分|生存分析|访谈|研究|田间|盆栽|(?<!注意力)机制|机理|因素|对策|理论/;
/** 一种…方法/系统/装置 for an invention; a utility model protects a structure: only 装置 or 结构. */
export function patentTitleOfAnotherShape(r: LiteratureRecord): boolean {
  const shape = r.patentType === '实用新型' ? /^一种.+(装置|结构)$/ : /^一种.+(方法|系统|装置)$/;
  return !shape.test(r.title) || STUDY_WORDS.test(r.title);
}
/** A patent abstract names its technical field or what it discloses, and its beneficial effect (有益效果). */
export function patentAbstractNotAPatents(r: LiteratureRecord): boolean {
  return (
    !/^本(发明|实用新型)(公开了|涉及.+技术领域)/.test(r.abstract) ||
    !/有益效果/.test(r.abstract) ||
    STUDY_WORDS.test(r.abstract) ||
    r.keywords.some((k) => STUDY_WORDS.test(k))
  );
}

/** What a research paper studies of its object, which no standard, regulation or achievement is titled with. */
const RESEARCH_ASPECTS =
  /机制|因素|疗效|预后|价值|对策|演变|特征(?!提取)|规律|路径|效应|现状|传播与接受|应用研究|模型构建|性能评估|优化方法|算法改进|评价评价/;
/** A standard fixes one thing of a product or practice: its terms, a specification, a test, a code of practice. */
const STANDARD_TITLE =
  /(术语|标志|技术要求|通用要求|参考架构|标准|规范|规程|指南|导则|技术条件|安全要求|(试验|测试|测定|测量|评定)方法|配置要求)$/;
/** What a medical standard may fix of a disease (WS/T): its diagnosis, screening, care, management. */
const MEDICAL_STANDARD = /(诊断|筛查|诊疗|护理|健康管理)/;
export function standardTitleOfAnotherShape(r: LiteratureRecord): boolean {
  return (
    !STANDARD_TITLE.test(r.title) ||
    RESEARCH_ASPECTS.test(r.title) ||
    (r.disciplineId === 'med' && !MEDICAL_STANDARD.test(r.title))
  );
}
/** A regulation governs an activity or an institution (农作物种子生产经营许可管理办法), never a bare object (水稻管理办法). */
const GOVERNED =
  /(工作|建设|办学|服务|幼儿园|设置|教育|培养|机构|课程|交易|信贷|资金|调节|融资|项目|环境|债券|转化|备案|防治|修复|保护|治理|分类|监督|审计|评估|应诉|代理|调解|赔偿|经营|赋权|预案|合规|追溯|推广|档案|应对|许可|审定|收购|用地|登记|质量|利用|农药|补贴|进口)$/;
export function regulationTitleWithoutActivity(r: LiteratureRecord): boolean {
  const governed = /^(.+)(管理条例|管理办法|若干规定|实施细则)$/.exec(r.title)?.[1] ?? '';
  return !GOVERNED.test(governed) && !GOVERNED.test(governed.replace(/(监督|促进|安全|服务)$/, ''));
}
/**
 * A newspaper's head names a region and the work or industry it reports on; its lead names no research method
 * (a reporter writes 协同攻关, not 引入孟德尔随机化).
 */
const RESEARCH_METHODS = new Set(disciplines.flatMap((d) => d.methods));
const NEWS_TITLE = new RegExp(
  `^(${regions.join('|')})..+(工作|产业|防治|治理|建设|研究|发展)(取得新进展|迈出新步伐|按下“快进键”|观察)$`,
);
export function newsOfAnotherShape(r: LiteratureRecord): boolean {
  return !NEWS_TITLE.test(r.title) || [...RESEARCH_METHODS].some((m) => r.abstract.includes(m));
}
/** 科技成果 are key technologies of a technical field and their use, not a research paper's aspect. */
export function achievementOfAnotherShape(r: LiteratureRecord): boolean {
  return (
    !(r.disciplineId in IPC_OF_FIELD) ||
    RESEARCH_ASPECTS.test(r.title) ||
    !/(关键技术及应用|研究与示范|集成创新)$/.test(r.title)
  );
}
