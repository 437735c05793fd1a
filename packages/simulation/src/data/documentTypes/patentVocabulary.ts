import type { Pair } from '../literatureTables';
import type { Discipline } from '../vocabulary';

/**
 * What a patent of each technical field claims, as patents are written (专利审查指南 Part 2 Ch. 2 §2.2.2: the
 * abstract names the technical field, what is disclosed and its beneficial effect): the techniques it builds on
 * (not study designs — a patent never rests on a questionnaire or a cohort study), the function it performs on
 * the field's object (风险预测, 故障诊断), the technical field its abstract names, and the IPC main group its
 * object is filed under. A record's method and aspect draws are mapped to these by their index, so a patent makes
 * the draws every record makes.
 */
type PatentVocabulary = {
  /** The technical field an abstract names: 本发明涉及医疗器械技术领域. */
  field: Pair;
  /** Techniques a claim builds on, by the index of the field's drawn method (round the list). */
  techniques: readonly Pair[];
  /** What the claimed method, system or device does, by the index of the field's drawn aspect. */
  functions: readonly Pair[];
  /** The IPC main group of each of the field's objects, in the order of the field's objects. */
  ipc: readonly string[];
};

const p = (zh: string, en: string): Pair => [zh, en];

const patentVocabulary: Readonly<Record<string, PatentVocabulary>> = {
  cs: {
    field: p('计算机', 'computer technology'),
    techniques: [
      p('深度学习', 'deep learning'),
      p('卷积神经网络', 'convolutional neural networks'),
      p('注意力机制', 'attention mechanisms'),
      p('迁移学习', 'transfer learning'),
      p('强化学习', 'reinforcement learning'),
      p('图神经网络', 'graph neural networks'),
      p('联邦学习', 'federated learning'),
      p('对比学习', 'contrastive learning'),
      p('知识蒸馏', 'knowledge distillation'),
      p('生成对抗网络', 'generative adversarial networks'),
    ],
    functions: [
      p('数据处理', 'data processing'),
      p('模型训练', 'model training'),
      p('异常检测', 'anomaly detection'),
      p('资源调度', 'resource scheduling'),
      p('特征提取', 'feature extraction'),
      p('隐私保护', 'privacy protection'),
    ],
    // 图像识别, 目标检测, 知识图谱, 推荐系统, 自然语言处理, 大语言模型, 边缘计算, 区块链, 云计算平台, 网络安全,
    // 数据挖掘, 语义分割, 机器翻译, 物联网
    ipc: [
      'G06V 10/82',
      'G06V 20/52',
      'G06F 16/36',
      'G06F 16/9535',
      'G06F 40/30',
      'G06N 3/0455',
      'H04L 67/10',
      'H04L 9/06',
      'G06F 9/50',
      'H04L 9/40',
      'G06F 16/2465',
      'G06V 10/26',
      'G06F 40/58',
      'H04W 4/70',
    ],
  },
  med: {
    field: p('医疗器械', 'medical devices'),
    techniques: [
      p('深度学习', 'deep learning'),
      p('机器视觉', 'machine vision'),
      p('光谱分析', 'spectral analysis'),
      p('可穿戴传感', 'wearable sensing'),
      p('生物标志物检测', 'biomarker detection'),
      p('多模态影像', 'multimodal imaging'),
      p('微流控芯片', 'microfluidic chips'),
      p('物联网', 'the Internet of Things'),
    ],
    functions: [
      p('检测', 'detection'),
      p('监测', 'monitoring'),
      p('辅助诊断', 'auxiliary diagnosis'),
      p('风险预测', 'risk prediction'),
      p('康复训练', 'rehabilitation training'),
      p('筛查', 'screening'),
    ],
    // 2型糖尿病, 高血压, 冠心病, 慢性阻塞性肺疾病, 脑卒中, 肺癌, 乳腺癌, 骨质疏松, 阿尔茨海默病, 慢性肾病,
    // 幽门螺杆菌感染, 抑郁症
    ipc: [
      'A61B 5/145',
      'A61B 5/022',
      'A61B 5/349',
      'A61B 5/087',
      'G16H 50/30',
      'G01N 33/574',
      'A61B 6/50',
      'A61B 6/505',
      'A61B 5/4088',
      'G01N 33/70',
      'C12Q 1/689',
      'G16H 50/20',
    ],
  },
  env: {
    field: p('环境保护', 'environmental protection'),
    techniques: [
      p('遥感', 'remote sensing'),
      p('光谱分析', 'spectral analysis'),
      p('物联网', 'the Internet of Things'),
      p('同位素示踪', 'isotope tracing'),
      p('吸附材料', 'adsorbent materials'),
      p('微生物降解', 'microbial degradation'),
      p('数值模拟', 'numerical simulation'),
    ],
    functions: [
      p('监测', 'monitoring'),
      p('在线监测', 'online monitoring'),
      p('治理', 'remediation'),
      p('处理', 'treatment'),
      p('采样', 'sampling'),
      p('评估', 'assessment'),
    ],
    // 土壤重金属污染, 大气细颗粒物, 水体富营养化, 碳中和, 生态修复, 微塑料, 垃圾分类, 流域水环境, 湿地生态系统, 新污染物
    ipc: [
      'B09C 1/08',
      'G01N 15/06',
      'C02F 3/32',
      'B01D 53/62',
      'B09C 1/10',
      'B01D 21/26',
      'B65F 1/14',
      'G01N 33/18',
      'C02F 3/32',
      'G01N 30/02',
    ],
  },
  mech: {
    field: p('机械工程', 'mechanical engineering'),
    techniques: [
      p('有限元分析', 'finite element analysis'),
      p('振动信号处理', 'vibration signal processing'),
      p('小波变换', 'wavelet transforms'),
      p('拓扑优化', 'topology optimization'),
      p('机器视觉', 'machine vision'),
      p('多目标优化', 'multi-objective optimization'),
      p('数字孪生', 'digital twins'),
    ],
    functions: [
      p('故障诊断', 'fault diagnosis'),
      p('状态监测', 'condition monitoring'),
      p('寿命预测', 'life prediction'),
      p('加工', 'machining'),
      p('控制', 'control'),
      p('检测', 'inspection'),
    ],
    // 滚动轴承, 齿轮箱, 数控机床, 工业机器人, 液压系统, 增材制造, 风力发电机组, 精密加工, 柔性机构, 刀具磨损
    ipc: [
      'G01M 13/045',
      'G01M 13/028',
      'B23Q 17/09',
      'B25J 9/16',
      'F15B 19/00',
      'B33Y 50/02',
      'F03D 17/00',
      'B24B 1/00',
      'B25J 17/02',
      'B23Q 17/09',
    ],
  },
  agri: {
    field: p('农业', 'agricultural technology'),
    techniques: [
      p('高光谱反演', 'hyperspectral inversion'),
      p('无人机遥感', 'drone remote sensing'),
      p('物联网', 'the Internet of Things'),
      p('机器视觉', 'machine vision'),
      p('分子标记', 'molecular markers'),
      p('近红外光谱', 'near-infrared spectroscopy'),
      p('深度学习', 'deep learning'),
    ],
    functions: [
      p('监测', 'monitoring'),
      p('测定', 'determination'),
      p('智能管理', 'intelligent management'),
      p('检测', 'detection'),
      p('数据采集', 'data acquisition'),
      p('评价', 'evaluation'),
    ],
    // 水稻, 玉米, 小麦, 设施蔬菜, 茶树, 土壤有机碳, 畜禽养殖, 盐碱地改良, 果园, 大豆
    ipc: [
      'A01G 22/22',
      'A01G 22/20',
      'A01G 22/20',
      'A01G 9/14',
      'A01G 17/00',
      'G01N 33/24',
      'A01K 1/00',
      'A01B 79/02',
      'A01G 17/00',
      'A01G 22/40',
    ],
  },
  mat: {
    field: p('材料', 'materials'),
    techniques: [
      p('溶胶凝胶法', 'the sol-gel method'),
      p('水热合成', 'hydrothermal synthesis'),
      p('磁控溅射', 'magnetron sputtering'),
      p('化学气相沉积', 'chemical vapour deposition'),
      p('静电纺丝', 'electrospinning'),
      p('3D打印', '3D printing'),
      p('球磨', 'ball milling'),
    ],
    functions: [
      p('制备', 'preparation'),
      p('性能测试', 'performance testing'),
      p('表面处理', 'surface treatment'),
      p('检测', 'inspection'),
      p('成型', 'forming'),
      p('回收', 'recycling'),
    ],
    // 锂离子电池, 钙钛矿太阳能电池, 石墨烯, 高熵合金, 复合材料, 纳米催化剂, 固态电解质, 水凝胶, 钛合金, 陶瓷涂层
    ipc: [
      'H01M 10/0525',
      'H10K 30/50',
      'C01B 32/184',
      'C22C 30/00',
      'C08J 5/04',
      'B01J 23/89',
      'H01M 10/0562',
      'C08J 3/075',
      'C22C 14/00',
      'C23C 4/11',
    ],
  },
  civil: {
    field: p('土木工程', 'civil engineering'),
    techniques: [
      p('BIM技术', 'building information modeling'),
      p('光纤传感', 'fibre-optic sensing'),
      p('机器学习', 'machine learning'),
      p('无人机巡检', 'drone inspection'),
      p('预应力', 'prestressing'),
      p('物联网', 'the Internet of Things'),
    ],
    functions: [
      p('施工', 'construction'),
      p('监测', 'monitoring'),
      p('加固', 'strengthening'),
      p('检测', 'inspection'),
      p('支护', 'support'),
      p('预警', 'early warning'),
    ],
    // 装配式建筑, 钢筋混凝土框架, 隧道围岩, 深基坑, 桥梁结构, 城市更新, 海绵城市, 既有建筑, 高层建筑, 地铁车站
    ipc: [
      'E04B 1/38',
      'E04B 1/20',
      'E21D 11/10',
      'E02D 17/04',
      'E01D 22/00',
      'E04G 23/02',
      'E03F 1/00',
      'E04G 23/02',
      'E04H 9/02',
      'E21D 13/00',
    ],
  },
};

/** The English of the patent words (techniques, functions, fields) that the research vocabulary does not hold. */
export const patentTermsEn: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(patentVocabulary).flatMap((v) => [v.field, ...v.techniques, ...v.functions]),
);

/**
 * A patent's slots: the drawn method and aspect become the technique and function of the same index, and the
 * field's name for itself is added ({field}); the object is kept, so a patent is found by its object.
 */
export function patentSlots(discipline: Discipline, slots: Record<string, string>): Record<string, string> {
  const vocabulary = patentVocabulary[discipline.id];
  if (!vocabulary) return slots;
  const at = <T>(items: readonly T[], index: number): T => items[Math.max(0, index) % items.length] as T;
  return {
    ...slots,
    m: at(vocabulary.techniques, discipline.methods.indexOf(slots.m ?? ''))[0],
    a: at(vocabulary.functions, discipline.aspects.indexOf(slots.a ?? ''))[0],
    field: vocabulary.field[0],
  };
}

/** The IPC main classification of a patent on an object of a field (主分类号). */
export function ipcOf(discipline: Discipline, object: string): string | null {
  const vocabulary = patentVocabulary[discipline.id];
  if (!vocabulary) return null;
  return vocabulary.ipc[Math.max(0, discipline.objects.indexOf(object)) % vocabulary.ipc.length] ?? null;
}
