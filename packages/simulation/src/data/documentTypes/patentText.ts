import type { Pair, TypeSentences } from '../literatureTables';

/**
 * A patent's abstract as patents are written (专利审查指南 Part 2 Ch. 2 §2.2.2): its technical field or what it
 * discloses, a method's steps or a device's parts, and its beneficial effect (有益效果).
 */
/** A patent's opening: what it discloses, or its technical field and then what it discloses. */
const patentPurpose: readonly Pair[] = [
  ['本{kind}公开了{title}，', 'The {kindEn} discloses {titleEn}, '],
  [
    '本{kind}涉及{field}技术领域，具体涉及{title}，',
    'The {kindEn} relates to the field of {field}, and specifically to {titleEn}, ',
  ],
];

/** A method's steps ({m} is the technique it builds on, {a} the function it performs: patentVocabulary.ts). */
export const patentMethod: TypeSentences = {
  purpose: patentPurpose,
  method: [
    ['包括以下步骤：获取{o}的监测数据；', 'comprising the steps of: acquiring monitoring data of {o}; '],
    ['所述方法包括：采集{o}的相关数据；', 'the method comprising: collecting data on {o}; '],
  ],
  body: [
    ['采用{m}提取{o}的特征，建立{a}模型；', 'extracting features of {o} with {mb} and building a {a} model; '],
    ['基于{m}对{o}进行{a}；', 'performing {a} of {o} with {mb}; '],
  ],
  result: [
    ['根据模型输出调整控制参数。', 'and adjusting the control parameters from the model output. '],
    ['输出{o}的{a}结果。', 'and outputting the result of the {a}. '],
  ],
  conclusion: [
    [
      '本{kind}的有益效果是：提高了{o}{a}的准确性和效率。',
      'The beneficial effect of the {kindEn} is more accurate and efficient {a} of {o}.',
    ],
    ['有益效果：该方法步骤简单，便于推广应用。', 'Beneficial effect: the method is simple and easy to apply.'],
  ],
};

/** A device's or system's parts and how they work together. */
export const patentDevice: TypeSentences = {
  purpose: patentPurpose,
  method: [
    [
      '包括机架、采集单元、处理单元和输出单元，',
      'comprising a frame, an acquisition unit, a processing unit and an output unit; ',
    ],
    [
      '包括壳体以及设置于壳体内的检测模块和控制模块，',
      'comprising a housing and a detection module and a control module inside it; ',
    ],
  ],
  body: [
    ['所述处理单元基于{m}对{o}进行{a}；', 'the processing unit performs {a} of {o} with {mb}; '],
    [
      '所述控制模块与检测模块电连接，用于{o}的{a}；',
      'the control module is connected to the detection module and performs {a} of {o}; ',
    ],
  ],
  result: [
    ['结果通过显示屏实时输出。', 'the results are shown on a display in real time. '],
    ['各单元之间通过总线通信连接。', 'the units communicate over a bus. '],
  ],
  conclusion: [
    [
      '本{kind}的有益效果是：结构简单，成本低，便于推广应用。',
      'The beneficial effect of the {kindEn} is a simple, low-cost structure that is easy to apply.',
    ],
    [
      '本{kind}的有益效果是：精度高，可靠性好。',
      'The beneficial effect of the {kindEn} is high accuracy and reliability.',
    ],
  ],
};
