import { patentDevice, patentMethod } from './documentTypes/patentText';
import type { Pair, TypeSentences } from './literatureTables';

/**
 * The abstracts of the types that are not research papers, each read as its type is written: a report's summary,
 * a patent's abstract (a method's steps, a device's units), a standard's scope, an achievement's summary, a
 * regulation's first articles, a newspaper's lead, a policy's outline. Five groups each, Chinese and English in
 * pairs, so the same draws (one a group) choose the same sentence in both languages. Slots are the vocabulary's
 * ({o} object, {o2} second object, {m} method, {mb} its English without article, {a} aspect, {r} region) and the
 * record's ({title}, {kind}, {word}, {aim}, {closing}, {target}).
 */

const report: TypeSentences = {
  purpose: [
    ['本报告围绕{r}{o}的发展现状，', 'This report reviews the state of {o} in {r}; '],
    ['本报告系统梳理了{r}{o}的{a}，', 'This report surveys the {a} of {o} in {r}; '],
  ],
  method: [
    ['综合运用{m}与统计数据，', 'drawing on {mb} and statistical data, '],
    ['基于实地调研和{m}，', 'based on field surveys and {mb}, '],
  ],
  body: [
    ['分析了{o}的主要进展与存在问题，', 'it analyses the main progress and open problems of {o}, '],
    ['评估了{o2}对{o}的影响，', 'it assesses the influence of {o2} on {o}, '],
  ],
  result: [
    ['并对未来发展趋势作出研判。', 'and forecasts how it will develop. '],
    ['并梳理了典型案例与经验做法。', 'and collects typical cases and practices. '],
  ],
  conclusion: [
    ['报告可为有关部门决策提供参考。', 'It offers a reference for decision makers.'],
    ['报告提出了推进{o}的政策建议。', 'It proposes policies to advance {o}.'],
  ],
};

const standard: TypeSentences = {
  purpose: [
    [
      '本文件规定了{o}的术语和定义、技术要求、试验方法和检验规则。',
      'This document specifies the terms and definitions, technical requirements, test methods and inspection rules of {o}. ',
    ],
    [
      '本文件规定了{o}{a}的基本要求和评价方法。',
      'This document specifies the basic requirements for and the evaluation of the {a} of {o}. ',
    ],
  ],
  method: [
    [
      '本文件适用于{o}的设计、施工（生产）和检验。',
      'It applies to the design, construction or production, and inspection of {o}. ',
    ],
    ['本文件适用于{o}的{a}评价。', 'It applies to the evaluation of the {a} of {o}. '],
  ],
  body: [
    ['本文件按照GB/T 1.1给出的规则起草。', 'It is drafted under the rules given in GB/T 1.1. '],
    ['本文件的附录A为规范性附录。', 'Annex A of this document is normative. '],
  ],
  result: [
    ['主要技术内容包括{a}指标及其检测方法、', 'Its technical content covers the indicators of {a} and their tests, '],
    ['主要技术内容包括基于{m}的检测要求、', 'Its technical content covers testing by {mb}, '],
  ],
  conclusion: [
    ['标志、包装、运输和贮存。', 'marking, packing, transport and storage.'],
    ['检验规则和判定方法。', 'inspection rules and judgement.'],
  ],
};

const achievement: TypeSentences = {
  purpose: [
    ['该成果针对{o}{a}中的关键问题，', 'Addressing key problems in the {a} of {o}, '],
    ['项目围绕{r}{o}的实际需求，', 'Serving the needs of {o} in {r}, '],
  ],
  method: [
    ['综合运用{m}，', 'the project applied {mb} '],
    ['采用理论研究、{m}与工程示范相结合的方法，', 'combining theory, {mb} and demonstration, '],
  ],
  body: [
    ['突破了{o}{a}的关键技术，', 'and mastered the key technologies of the {a} of {o}; '],
    ['建立了{o}的技术体系，', 'and built a technical system for {o}; '],
  ],
  result: [
    ['成果已在{r}推广应用，', 'the results have been applied in {r} '],
    ['形成了一批专利和标准，', 'and yielded patents and standards, '],
  ],
  conclusion: [
    ['取得了显著的经济效益和社会效益。', 'with notable economic and social benefits.'],
    ['整体达到国内领先水平。', 'at a level leading in China.'],
  ],
};

/** A regulation's first articles, on the activity it governs ({act}: documentSubjects.ts). */
const regulation: TypeSentences = {
  purpose: [
    [
      '第一条 为了加强{act}的监督管理，保障有关各方的合法权益，根据有关法律、行政法规，制定本{word}。',
      'Article 1 These {wordEn} are formulated under the relevant laws and administrative regulations to strengthen the supervision of {actEn} and protect the lawful rights and interests of all parties. ',
    ],
    [
      '第一条 为了做好{act}工作，促进其健康有序发展，制定本{word}。',
      'Article 1 These {wordEn} are formulated to do well in {actEn} and promote its sound and orderly development. ',
    ],
  ],
  method: [
    [
      '第二条 本{word}适用于中华人民共和国境内的{act}及其监督管理活动。',
      "Article 2 These {wordEn} apply to {actEn} within the People's Republic of China and its supervision. ",
    ],
    [
      '第二条 在中华人民共和国境内从事{act}相关活动，适用本{word}。',
      "Article 2 These {wordEn} apply to activities concerning {actEn} within the People's Republic of China. ",
    ],
  ],
  body: [
    [
      '第三条 {act}工作应当坚持统筹规划、分类指导、依法监管的原则。',
      'Article 3 Work on {actEn} follows the principles of overall planning, classified guidance and supervision by law. ',
    ],
    [
      '第三条 国务院有关部门按照职责分工，负责{act}的监督管理工作。',
      'Article 3 The departments of the State Council supervise {actEn} within their duties. ',
    ],
  ],
  result: [
    [
      '第四条 县级以上地方人民政府应当将{act}纳入本行政区域国民经济和社会发展规划。',
      "Article 4 Local people's governments at or above the county level include {actEn} in their development plans. ",
    ],
    [
      '第四条 国家鼓励运用信息化手段提升{act}的管理水平。',
      'Article 4 The State encourages information technology to improve the management of {actEn}. ',
    ],
  ],
  conclusion: [
    [
      '第五条 违反本{word}规定的，由有关部门依法予以处理。',
      'Article 5 Violations of these {wordEn} are handled by the competent departments according to law.',
    ],
    ['第五条 本{word}自发布之日起施行。', 'Article 5 These {wordEn} take effect on the date of promulgation.'],
  ],
};

/** A newspaper's lead, on the work or industry of its object ({work}: documentSubjects.ts). */
const newspaper: TypeSentences = {
  purpose: [
    ['本报讯 近日，{r}在{o}{work}方面取得新进展。', 'Recently, {r} has made new progress in {workEn} {o}. '],
    ['近年来，{r}高度重视{o}{work}。', 'In recent years, {r} has given priority to {workEn} {o}. '],
  ],
  method: [
    [
      '记者从有关部门获悉，当地加大政策支持力度，',
      'Officials told this paper that the region has stepped up policy support ',
    ],
    [
      '据介绍，相关单位联合高校和科研院所协同攻关，',
      'The units involved have joined forces with universities and institutes ',
    ],
  ],
  body: [
    ['推动{o}{work}提质增效，', 'to raise the quality of {workEn} {o}, '],
    ['推动{o}与{o2}协同发展，', 'to link {o} with {o2}, '],
  ],
  result: [
    ['目前已初见成效。', 'with first results already visible. '],
    ['相关经验已在多地推广。', 'and the experience has spread to other places. '],
  ],
  conclusion: [
    [
      '业内专家表示，下一步将继续加大{o}{work}的投入力度。',
      'Experts say investment in {workEn} {o} will keep growing.',
    ],
    ['据悉，有关部门将进一步完善{o}{work}的配套政策。', 'Supporting policies for {workEn} {o} are to follow.'],
  ],
};

const policy: TypeSentences = {
  purpose: [
    [
      '为深入贯彻党中央、国务院决策部署，推进{o}{aim}，{closing}。',
      'To implement the decisions of the Central Committee and the State Council on {aimEn} {o}, {closingEn}. ',
    ],
    [
      '为加快推进{o}{aim}，经国务院同意，{closing}。',
      'To speed up {aimEn} {o}, with the approval of the State Council, {closingEn}. ',
    ],
  ],
  method: [
    ['一、总体要求。坚持问题导向，以{a}为重点，', 'I. General requirements: with the {a} as the focus, '],
    ['一、主要目标。到{target}年，{o}的{a}明显提升，', 'I. Goals: by {target}, the {a} of {o} improves markedly; '],
  ],
  body: [
    [
      '二、重点任务。完善{o}的制度体系，推广{m}等方法，',
      'II. Key tasks: improve the institutions of {o} and spread methods such as {mb}; ',
    ],
    ['二、主要措施。加强{o}与{o2}的统筹协调，', 'II. Measures: coordinate {o} with {o2}; '],
  ],
  result: [
    ['三、保障措施。加强组织领导，强化资金保障，', 'III. Safeguards: strengthen leadership and funding '],
    [
      '三、组织实施。各地区、各部门要结合实际抓好落实，',
      'III. Implementation: every region and department carries this out in light of its conditions ',
    ],
  ],
  conclusion: [
    ['确保各项任务落到实处。', 'so that every task is fulfilled.'],
    ['重大问题及时报告。', 'and reports major issues promptly.'],
  ],
};

/** The sentences of a type, or undefined for research papers, theses and conference papers (vocabulary.ts). */
export function typeSentences(type: number, methodPatent: boolean): TypeSentences | undefined {
  switch (type) {
    case 4:
      return report;
    case 5:
      return methodPatent ? patentMethod : patentDevice;
    case 6:
      return standard;
    case 7:
      return achievement;
    case 8:
      return regulation;
    case 18:
      return newspaper;
    case 51:
      return policy;
    default:
      return undefined;
  }
}

/** The word a regulation calls itself by (its title's last two characters), in English. */
export const regulationWordsEn: Readonly<Record<string, string>> = {
  条例: 'Regulations',
  办法: 'Measures',
  规定: 'Provisions',
  细则: 'Rules',
};
/** How a policy document closes its preamble, by its kind. */
export const policyClosings: Readonly<Record<string, Pair>> = {
  指导意见: ['现提出如下意见', 'the following opinions are put forward'],
  实施方案: ['制定本方案', 'this plan is formulated'],
  通知: ['现将有关事项通知如下', 'the relevant matters are notified as follows'],
};
