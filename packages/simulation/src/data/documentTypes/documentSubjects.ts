import type { Pair } from '../literatureTables';

/**
 * What the documents that are not research are about, as such documents name it: a standard names a product or
 * practice and what it fixes of it (术语, 诊断标准, 施工规范 — GB/T 1.1 §6.2), a regulation names the activity it
 * governs (农作物种子生产经营许可管理办法, never 水稻管理办法), a newspaper the work or industry it reports on
 * (水稻产业, 抑郁症防治). Each table maps the research vocabulary's objects (vocabulary.ts) to these words.
 */

/** The standard-title words of each technical field: {o}诊断标准, {o}施工规范. */
const standardWordsOfField: Readonly<Record<string, readonly Pair[]>> = {
  cs: [
    ['术语', 'Terminology of'],
    ['技术要求', 'Technical requirements for'],
    ['测试方法', 'Test methods for'],
    ['参考架构', 'Reference architecture of'],
  ],
  med: [
    ['诊断标准', 'Diagnostic criteria for'],
    ['筛查技术规范', 'Technical specification for the screening of'],
    ['患者健康管理规范', 'Specification for the health management of patients with'],
    ['护理规范', 'Nursing specification for'],
  ],
  env: [
    ['监测技术规范', 'Technical specification for monitoring'],
    ['评价技术指南', 'Technical guidelines for the assessment of'],
    ['术语', 'Terminology of'],
    ['技术导则', 'Technical guidelines for'],
  ],
  mech: [
    ['术语', 'Terminology of'],
    ['通用技术条件', 'General technical conditions for'],
    ['试验方法', 'Test methods for'],
    ['安全要求', 'Safety requirements for'],
  ],
  agri: [
    ['生产技术规程', 'Code of practice for the production of'],
    ['术语', 'Terminology of'],
    ['病虫害绿色防控技术规程', 'Code of practice for the green control of pests and diseases of'],
    ['种质资源描述规范', 'Descriptors for the germplasm of'],
  ],
  mat: [
    ['术语', 'Terminology of'],
    ['通用规范', 'General specification for'],
    ['测试方法', 'Test methods for'],
    ['技术条件', 'Technical conditions for'],
  ],
  civil: [
    ['技术标准', 'Technical standard for'],
    ['施工规范', 'Code for the construction of'],
    ['检测技术规程', 'Technical specification for testing'],
    ['设计规范', 'Code for the design of'],
  ],
};

/** Objects the field's words do not fit, with their own (a standard on 刀具磨损 measures it; 碳中和 is assessed). */
const standardWordsOfObject: Readonly<Record<string, readonly Pair[]>> = {
  碳中和: [
    ['评价技术指南', 'Technical guidelines for the assessment of'],
    ['术语', 'Terminology of'],
    ['实施指南', 'Implementation guidelines for'],
  ],
  垃圾分类: [
    ['术语', 'Terminology of'],
    ['评价技术指南', 'Technical guidelines for the assessment of'],
    ['设施配置要求', 'Requirements for the facilities of'],
    ['标志', 'Signs for'],
  ],
  生态修复: [
    ['技术导则', 'Technical guidelines for'],
    ['效果评估技术指南', 'Technical guidelines for assessing the effect of'],
    ['术语', 'Terminology of'],
    ['监测技术规范', 'Technical specification for monitoring'],
  ],
  刀具磨损: [
    ['测量方法', 'Measurement methods for'],
    ['术语', 'Terminology of'],
    ['评定方法', 'Assessment methods for'],
  ],
  精密加工: [
    ['术语', 'Terminology of'],
    ['通用技术条件', 'General technical conditions for'],
    ['检验规范', 'Inspection specification for'],
  ],
  增材制造: [
    ['术语', 'Terminology of'],
    ['工艺规范', 'Process specification for'],
    ['试验方法', 'Test methods for'],
    ['安全要求', 'Safety requirements for'],
  ],
  土壤有机碳: [
    ['测定方法', 'Determination methods for'],
    ['监测技术规范', 'Technical specification for monitoring'],
    ['术语', 'Terminology of'],
  ],
  畜禽养殖: [
    ['粪污处理技术规范', 'Technical specification for the manure treatment of'],
    ['场区建设规范', 'Specification for the farm construction of'],
    ['术语', 'Terminology of'],
    ['环境质量标准', 'Environmental quality standard for'],
  ],
  盐碱地改良: [
    ['技术规程', 'Code of practice for'],
    ['效果评价规范', 'Specification for evaluating the effect of'],
    ['术语', 'Terminology of'],
  ],
  果园: [
    ['建园技术规程', 'Code of practice for establishing'],
    ['生产技术规程', 'Code of practice for the production of'],
    ['术语', 'Terminology of'],
    ['病虫害绿色防控技术规程', 'Code of practice for the green control of pests and diseases of'],
  ],
  城市更新: [
    ['技术标准', 'Technical standard for'],
    ['评价标准', 'Evaluation standard for'],
    ['术语', 'Terminology of'],
    ['实施指南', 'Implementation guidelines for'],
  ],
  海绵城市: [
    ['建设评价标准', 'Assessment standard for the construction of'],
    ['技术标准', 'Technical standard for'],
    ['设计规范', 'Code for the design of'],
    ['术语', 'Terminology of'],
  ],
  隧道围岩: [
    ['分级标准', 'Classification standard for'],
    ['监测技术规程', 'Technical specification for monitoring'],
    ['术语', 'Terminology of'],
    ['检测技术规程', 'Technical specification for testing'],
  ],
};

/** The words a standard on an object may be titled with. */
export function standardWordsOf(disciplineId: string, object: string): readonly Pair[] {
  return standardWordsOfObject[object] ?? standardWordsOfField[disciplineId] ?? [];
}

/** The activity a regulation on each object governs (the objects of the fields the state regulates). */
export const regulatedActivities: Readonly<Record<string, Pair>> = {
  // edu
  高校思想政治教育: ['高等学校思想政治工作', 'ideological and political work in higher education institutions'],
  课程思政: ['高等学校课程思政建设', 'ideological and political education in university courses'],
  职业教育: ['职业学校办学', 'the running of vocational schools'],
  乡村教师: ['乡村教师队伍建设', 'the rural teaching workforce'],
  在线教学: ['在线教育服务', 'online education services'],
  学前教育: ['幼儿园', 'kindergartens'],
  新工科建设: ['新工科专业设置', 'the establishment of new engineering programmes'],
  劳动教育: ['中小学劳动教育', 'labour education in primary and secondary schools'],
  研究生培养: ['研究生招生培养', 'postgraduate admission and training'],
  双减政策: ['校外培训机构', 'off-campus tutoring institutions'],
  混合式教学: ['在线开放课程', 'open online courses'],
  教师专业发展: ['中小学教师继续教育', 'the continuing education of primary and secondary school teachers'],
  // econ
  数字经济: ['数据交易', 'data trading'],
  绿色金融: ['绿色信贷', 'green credit'],
  乡村振兴: ['乡村振兴项目资金', 'rural revitalization project funds'],
  共同富裕: ['收入分配调节', 'the adjustment of income distribution'],
  碳排放权交易: ['碳排放权交易', 'carbon emission trading'],
  供应链金融: ['应收账款融资', 'accounts receivable financing'],
  产业结构升级: ['产业转移项目', 'industrial relocation projects'],
  营商环境: ['优化营商环境', 'the optimization of the business environment'],
  跨境电商: ['跨境电子商务零售进口', 'cross-border e-commerce retail imports'],
  地方政府债务: ['地方政府专项债券', 'local government special bonds'],
  新质生产力: ['科技成果转化', 'the transfer of scientific and technological achievements'],
  高质量发展: ['企业投资项目核准和备案', 'the approval and filing of enterprise investment projects'],
  // env
  土壤重金属污染: ['污染地块土壤环境', 'the soil environment of contaminated sites'],
  大气细颗粒物: ['大气污染防治', 'the prevention and control of air pollution'],
  水体富营养化: ['重点流域水污染防治', 'water pollution control in key river basins'],
  碳中和: ['温室气体自愿减排交易', 'voluntary greenhouse gas emission reduction trading'],
  生态修复: ['生态保护修复', 'ecological protection and restoration'],
  微塑料: ['塑料污染治理', 'the control of plastic pollution'],
  垃圾分类: ['生活垃圾分类', 'household waste sorting'],
  流域水环境: ['入河排污口监督', 'the supervision of sewage outlets into rivers'],
  湿地生态系统: ['湿地保护', 'wetland protection'],
  新污染物: ['新化学物质环境', 'the environmental management of new chemical substances'],
  // law
  个人信息保护: ['个人信息保护合规审计', 'compliance audits of personal information protection'],
  数据产权: ['数据出境安全评估', 'security assessments of outbound data transfers'],
  行政诉讼: ['行政机关负责人出庭应诉', 'court appearances of the heads of administrative organs'],
  未成年人保护: ['未成年人网络保护', 'the online protection of minors'],
  知识产权: ['专利代理', 'patent agencies'],
  刑事合规: [
    '涉案企业合规第三方监督评估',
    'third-party supervision of the compliance of enterprises involved in cases',
  ],
  民法典: ['人民调解', "people's mediation"],
  生态环境损害赔偿: ['生态环境损害赔偿', 'compensation for eco-environmental damage'],
  平台反垄断: ['网络交易监督', 'the supervision of online transactions'],
  人工智能立法: ['生成式人工智能服务', 'generative artificial intelligence services'],
  // mgmt
  企业数字化转型: ['企业信息化建设', 'enterprise informatization'],
  员工创新行为: ['职务科技成果赋权', 'granting rights in service inventions'],
  组织韧性: ['突发事件应急预案', 'emergency plans for emergencies'],
  公司治理: ['中央企业合规', 'the compliance of central enterprises'],
  供应链韧性: ['重要产品追溯', 'the traceability of important products'],
  平台企业: ['互联网平台企业经营', 'the operation of internet platform enterprises'],
  绿色创新: ['绿色技术推广', 'the promotion of green technologies'],
  知识管理: ['科技档案', 'scientific and technological archives'],
  公共危机管理: ['突发事件应对', 'emergency response'],
  基层治理: ['城乡社区服务', 'urban and rural community services'],
  // agri
  水稻: ['农作物种子生产经营许可', 'licensing of crop seed production and trade'],
  玉米: ['主要农作物品种审定', 'the approval of major crop varieties'],
  小麦: ['粮食收购', 'grain purchasing'],
  设施蔬菜: ['设施农业用地', 'land for facility agriculture'],
  茶树: ['非主要农作物品种登记', 'the registration of non-major crop varieties'],
  土壤有机碳: ['耕地质量', 'cultivated land quality'],
  畜禽养殖: ['畜禽规模养殖污染防治', 'pollution control in large-scale livestock and poultry farming'],
  盐碱地改良: ['盐碱地综合利用', 'the comprehensive use of saline-alkali land'],
  果园: ['农药', 'pesticides'],
  大豆: ['大豆生产者补贴', 'subsidies for soybean producers'],
};

/** What a newspaper reports of an object of each field: its industry, its prevention, its construction… */
export const newsWorkOfField: Readonly<Record<string, Pair>> = {
  cs: ['产业', 'the industry of'],
  med: ['防治', 'the prevention and treatment of'],
  edu: ['工作', 'work on'],
  econ: ['工作', 'work on'],
  env: ['治理', 'the control of'],
  mech: ['产业', 'the industry of'],
  agri: ['产业', 'the industry of'],
  law: ['工作', 'work on'],
  mat: ['产业', 'the industry of'],
  lit: ['研究', 'research on'],
  civil: ['建设', 'the construction of'],
  mgmt: ['工作', 'work on'],
};
