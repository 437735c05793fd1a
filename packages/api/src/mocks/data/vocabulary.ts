/**
 * Our own Chinese academic vocabulary, by discipline. faker's zh_CN locale knows names and places but
 * not research language, so titles, abstracts and keywords are composed from these terms. Every term is
 * a real phrase a researcher would type; the generator combines them so searches find plausible matches.
 */
export type Discipline = {
  /** Subject id, also used by /subject pages. */
  id: string;
  name: string;
  /** Short name used in regional journal titles (江苏教育, 湖南农业科学). */
  shortName: string;
  /** CLC class (中图分类号) prefix for this discipline. */
  clc: string;
  /** Subject class number (学科分类号). */
  subjectCode: string;
  /** Research objects: what papers are about. */
  objects: readonly string[];
  /** Methods and approaches. */
  methods: readonly string[];
  /** Aspects studied of an object. */
  aspects: readonly string[];
  /** Words that end journal names of this discipline. */
  journalStems: readonly string[];
};

export const disciplines: readonly Discipline[] = [
  {
    id: 'cs', shortName: '计算机', name: '计算机科学与技术', clc: 'TP3', subjectCode: '520',
    objects: ['图像识别', '目标检测', '知识图谱', '推荐系统', '自然语言处理', '大语言模型', '边缘计算', '区块链', '云计算平台', '网络安全', '数据挖掘', '语义分割', '机器翻译', '物联网'],
    methods: ['深度学习', '卷积神经网络', '注意力机制', '迁移学习', '强化学习', '图神经网络', '联邦学习', '对比学习', '知识蒸馏', '生成对抗网络'],
    aspects: ['优化方法', '性能评估', '关键技术', '模型构建', '应用研究', '算法改进'],
    journalStems: ['计算机学报', '软件学报', '计算机研究与发展', '计算机应用', '计算机工程', '智能系统学报'],
  },
  {
    id: 'med', shortName: '医学', name: '临床医学', clc: 'R5', subjectCode: '320',
    objects: ['2型糖尿病', '高血压', '冠心病', '慢性阻塞性肺疾病', '脑卒中', '肺癌', '乳腺癌', '骨质疏松', '阿尔茨海默病', '慢性肾病', '幽门螺杆菌感染', '抑郁症'],
    methods: ['随机对照试验', 'Meta分析', '回顾性队列研究', '病例对照研究', '孟德尔随机化', '倾向评分匹配', '生存分析', '网络药理学'],
    aspects: ['危险因素', '临床疗效', '预后分析', '护理干预', '诊断价值', '发病机制'],
    journalStems: ['中华医学杂志', '中华内科杂志', '临床医学进展', '中国实用内科杂志', '中华护理杂志', '中国全科医学'],
  },
  {
    id: 'edu', shortName: '教育', name: '教育学', clc: 'G4', subjectCode: '880',
    objects: ['高校思想政治教育', '课程思政', '职业教育', '乡村教师', '在线教学', '学前教育', '新工科建设', '劳动教育', '研究生培养', '双减政策', '混合式教学', '教师专业发展'],
    methods: ['问卷调查', '行动研究', '案例分析', '扎根理论', '结构方程模型', '文献计量', '比较研究', '质性访谈'],
    aspects: ['实践路径', '现状与对策', '评价体系', '影响因素', '育人模式', '改革探索'],
    journalStems: ['教育研究', '中国高教研究', '高等教育研究', '教育发展研究', '课程·教材·教法', '中国电化教育'],
  },
  {
    id: 'econ', shortName: '经济', name: '经济学', clc: 'F', subjectCode: '790',
    objects: ['数字经济', '绿色金融', '乡村振兴', '共同富裕', '碳排放权交易', '供应链金融', '产业结构升级', '营商环境', '跨境电商', '地方政府债务', '新质生产力', '高质量发展'],
    methods: ['双重差分法', '面板数据模型', '空间计量模型', '门槛回归', '中介效应检验', '合成控制法', '熵权法', '耦合协调度模型'],
    aspects: ['影响效应', '作用机制', '时空演变', '实证检验', '区域差异', '政策启示'],
    journalStems: ['经济研究', '管理世界', '中国工业经济', '金融研究', '经济学动态', '财贸经济'],
  },
  {
    id: 'env', shortName: '环境', name: '环境科学与工程', clc: 'X', subjectCode: '610',
    objects: ['土壤重金属污染', '大气细颗粒物', '水体富营养化', '碳中和', '生态修复', '微塑料', '垃圾分类', '流域水环境', '湿地生态系统', '新污染物'],
    methods: ['遥感监测', '生命周期评价', '源解析', '数值模拟', '主成分分析', '风险评估模型', '同位素示踪'],
    aspects: ['时空分布特征', '治理对策', '风险评价', '来源解析', '迁移转化规律', '驱动因素'],
    journalStems: ['环境科学', '中国环境科学', '环境科学学报', '生态学报', '环境工程学报', '生态环境学报'],
  },
  {
    id: 'mech', shortName: '机械', name: '机械工程', clc: 'TH', subjectCode: '460',
    objects: ['滚动轴承', '齿轮箱', '数控机床', '工业机器人', '液压系统', '增材制造', '风力发电机组', '精密加工', '柔性机构', '刀具磨损'],
    methods: ['有限元分析', '振动信号处理', '小波变换', '拓扑优化', '模态分析', '多目标优化', '数字孪生'],
    aspects: ['故障诊断', '结构设计', '动力学特性', '寿命预测', '控制策略', '精度提升'],
    journalStems: ['机械工程学报', '中国机械工程', '机械设计', '振动与冲击', '机械科学与技术', '制造技术与机床'],
  },
  {
    id: 'agri', shortName: '农业', name: '农业科学', clc: 'S', subjectCode: '210',
    objects: ['水稻', '玉米', '小麦', '设施蔬菜', '茶树', '土壤有机碳', '畜禽养殖', '盐碱地改良', '果园', '大豆'],
    methods: ['田间试验', '转录组测序', '基因编辑', '全基因组关联分析', '盆栽试验', '高光谱反演', '分子标记辅助选择'],
    aspects: ['产量形成', '抗逆机理', '品质调控', '养分吸收', '栽培技术', '种质资源评价'],
    journalStems: ['中国农业科学', '作物学报', '农业工程学报', '植物营养与肥料学报', '园艺学报', '中国水稻科学'],
  },
  {
    id: 'law', shortName: '法学', name: '法学', clc: 'D9', subjectCode: '820',
    objects: ['个人信息保护', '数据产权', '行政诉讼', '未成年人保护', '知识产权', '刑事合规', '民法典', '生态环境损害赔偿', '平台反垄断', '人工智能立法'],
    methods: ['规范分析', '比较法研究', '实证研究', '案例研究', '法教义学', '历史分析'],
    aspects: ['制度构建', '法律规制', '司法适用', '权利边界', '完善路径', '理论反思'],
    journalStems: ['法学研究', '中国法学', '法商研究', '政法论坛', '法律科学', '比较法研究'],
  },
  {
    id: 'mat', shortName: '材料', name: '材料科学', clc: 'TB3', subjectCode: '430',
    objects: ['锂离子电池', '钙钛矿太阳能电池', '石墨烯', '高熵合金', '复合材料', '纳米催化剂', '固态电解质', '水凝胶', '钛合金', '陶瓷涂层'],
    methods: ['第一性原理计算', '溶胶凝胶法', '水热合成', '分子动力学模拟', '原位表征', '磁控溅射', '同步辐射'],
    aspects: ['制备与性能', '微观结构', '电化学性能', '界面调控', '力学性能', '失效机理'],
    journalStems: ['材料导报', '复合材料学报', '无机材料学报', '金属学报', '功能材料', '材料工程'],
  },
  {
    id: 'lit', shortName: '语言文学', name: '中国语言文学', clc: 'I2', subjectCode: '750',
    objects: ['唐诗', '宋词', '红楼梦', '鲁迅小说', '网络文学', '现代汉语方言', '汉语国际教育', '古代文论', '敦煌文献', '当代乡土小说'],
    methods: ['文本细读', '叙事学分析', '语料库方法', '比较文学', '接受美学', '文献考证'],
    aspects: ['艺术特色', '审美意蕴', '传播与接受', '文化内涵', '语言特征', '历史演变'],
    journalStems: ['文学评论', '文学遗产', '中国语文', '语言教学与研究', '中国现代文学研究丛刊', '文艺研究'],
  },
  {
    id: 'civil', shortName: '建筑', name: '土木建筑工程', clc: 'TU', subjectCode: '560',
    objects: ['装配式建筑', '钢筋混凝土框架', '隧道围岩', '深基坑', '桥梁结构', '城市更新', '海绵城市', '既有建筑', '高层建筑', '地铁车站'],
    methods: ['BIM技术', '数值模拟', '振动台试验', '现场监测', '可靠度分析', '机器学习预测'],
    aspects: ['抗震性能', '稳定性分析', '施工技术', '安全评价', '变形控制', '设计方法'],
    journalStems: ['土木工程学报', '建筑结构学报', '岩土工程学报', '工程力学', '建筑结构', '城市规划学刊'],
  },
  {
    id: 'mgmt', shortName: '管理', name: '管理学', clc: 'C93', subjectCode: '630',
    objects: ['企业数字化转型', '员工创新行为', '组织韧性', '公司治理', '供应链韧性', '平台企业', '绿色创新', '知识管理', '公共危机管理', '基层治理'],
    methods: ['多案例研究', '模糊集定性比较分析', '层次分析法', '系统动力学', '演化博弈', '社会网络分析'],
    aspects: ['驱动机制', '绩效影响', '路径选择', '边界条件', '协同机制', '能力构建'],
    journalStems: ['管理科学学报', '南开管理评论', '管理评论', '科研管理', '中国行政管理', '管理工程学报'],
  },
];

/** Title templates; {o} object, {o2} second object, {m} method, {a} aspect, {r} region. */
export const titleTemplates = [
  '基于{m}的{o}{a}研究',
  '{o}的{a}：基于{m}的分析',
  '{r}{o}{a}研究',
  '{m}在{o}中的应用',
  '{o}对{o2}的影响研究',
  '新时代{o}的{a}探析',
  '{o}{a}的{m}研究',
  '面向{o}的{m}方法',
] as const;

/** Abstract sentences; the same slots as titles. */
export const abstractSentences = {
  purpose: ['为探讨{o}的{a}，', '针对{o}中存在的突出问题，', '为提高{o}的研究水平，', '围绕{o}这一热点问题，'],
  method: ['本文采用{m}，', '研究以{r}为例，运用{m}，', '基于{m}构建分析框架，', '结合{m}与实地调研数据，'],
  body: ['系统分析了{o}的{a}。', '考察了{o2}与{o}之间的关系。', '对{o}的{a}进行了深入研究。', '建立了{o}的综合评价模型。'],
  result: ['结果表明，{m}能够有效揭示{o}的内在规律。', '研究发现，{o2}对{o}具有显著的正向影响。', '实验结果表明，所提方法在{o}上取得了较好效果。', '结果显示，{r}{o}整体呈上升趋势，区域差异明显。'],
  conclusion: ['研究结论可为{o}的{a}提供参考。', '最后提出了推进{o}的对策建议。', '本研究对{o2}具有一定的借鉴意义。'],
} as const;

export const regions = ['我国', '长江经济带', '京津冀', '粤港澳大湾区', '西部地区', '黄河流域', '东北地区', '长三角', '成渝地区', '县域'] as const;

/** Fund names (基金). */
export const funds = ['国家自然科学基金', '国家社会科学基金', '国家重点研发计划', '教育部人文社会科学研究项目', '中国博士后科学基金', '省自然科学基金', '中央高校基本科研业务费专项资金'] as const;

/** Organization name patterns; {c} city or province. */
export const universitySuffixes = ['大学', '理工大学', '师范大学', '医科大学', '农业大学', '财经大学', '科技大学', '工业大学'] as const;
export const instituteNames = ['中国科学院自动化研究所', '中国科学院地理科学与资源研究所', '中国农业科学院作物科学研究所', '中国社会科学院经济研究所', '中国医学科学院北京协和医院', '中国环境科学研究院', '中国建筑科学研究院', '国家信息中心'] as const;

/** Hot-search stop words: a query made only of these answers 70007. */
export const stopWords = ['的', '了', '和', '是', '在', '与', '及', '或', '一个', '我们', '这', '那', 'the', 'of', 'and', 'a', 'an'] as const;

/** Words that make a query abusive (answers 70006). */
export const abusiveWords = ['赌博', '色情', '代写论文', '枪支'] as const;
