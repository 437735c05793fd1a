/**
 * China's provinces (GB/T 2260 codes, as CN serial numbers and local standards use them) and some of their
 * prefecture-level cities, with the pinyin the organisations' English names use. An organisation is placed
 * in one of these cities, and its province is that city's: no 宁夏回族自治区 · 南阳市.
 */
export type City = { name: string; pinyin: string; province: string; provinceCode: string };
export type Province = { name: string; code: string; pinyin: string; cities: readonly (readonly [string, string])[] };

const provinces: readonly Province[] = [
  { name: '北京市', code: '11', pinyin: 'Beijing', cities: [['北京', 'Beijing']] },
  { name: '天津市', code: '12', pinyin: 'Tianjin', cities: [['天津', 'Tianjin']] },
  {
    name: '河北省',
    code: '13',
    pinyin: 'Hebei',
    cities: [
      ['石家庄', 'Shijiazhuang'],
      ['保定', 'Baoding'],
      ['唐山', 'Tangshan'],
      ['邯郸', 'Handan'],
    ],
  },
  {
    name: '山西省',
    code: '14',
    pinyin: 'Shanxi',
    cities: [
      ['太原', 'Taiyuan'],
      ['大同', 'Datong'],
      ['长治', 'Changzhi'],
    ],
  },
  {
    name: '内蒙古自治区',
    code: '15',
    pinyin: 'Inner Mongolia',
    cities: [
      ['呼和浩特', 'Hohhot'],
      ['包头', 'Baotou'],
      ['赤峰', 'Chifeng'],
    ],
  },
  {
    name: '辽宁省',
    code: '21',
    pinyin: 'Liaoning',
    cities: [
      ['沈阳', 'Shenyang'],
      ['大连', 'Dalian'],
      ['鞍山', 'Anshan'],
      ['锦州', 'Jinzhou'],
    ],
  },
  {
    name: '吉林省',
    code: '22',
    pinyin: 'Jilin',
    cities: [
      ['长春', 'Changchun'],
      ['吉林', 'Jilin'],
      ['四平', 'Siping'],
    ],
  },
  {
    name: '黑龙江省',
    code: '23',
    pinyin: 'Heilongjiang',
    cities: [
      ['哈尔滨', 'Harbin'],
      ['齐齐哈尔', 'Qiqihar'],
      ['佳木斯', 'Jiamusi'],
    ],
  },
  { name: '上海市', code: '31', pinyin: 'Shanghai', cities: [['上海', 'Shanghai']] },
  {
    name: '江苏省',
    code: '32',
    pinyin: 'Jiangsu',
    cities: [
      ['南京', 'Nanjing'],
      ['苏州', 'Suzhou'],
      ['无锡', 'Wuxi'],
      ['徐州', 'Xuzhou'],
      ['扬州', 'Yangzhou'],
      ['南通', 'Nantong'],
    ],
  },
  {
    name: '浙江省',
    code: '33',
    pinyin: 'Zhejiang',
    cities: [
      ['杭州', 'Hangzhou'],
      ['宁波', 'Ningbo'],
      ['温州', 'Wenzhou'],
      ['绍兴', 'Shaoxing'],
      ['湖州', 'Huzhou'],
    ],
  },
  {
    name: '安徽省',
    code: '34',
    pinyin: 'Anhui',
    cities: [
      ['合肥', 'Hefei'],
      ['芜湖', 'Wuhu'],
      ['安庆', 'Anqing'],
      ['蚌埠', 'Bengbu'],
    ],
  },
  {
    name: '福建省',
    code: '35',
    pinyin: 'Fujian',
    cities: [
      ['福州', 'Fuzhou'],
      ['厦门', 'Xiamen'],
      ['泉州', 'Quanzhou'],
    ],
  },
  {
    name: '江西省',
    code: '36',
    pinyin: 'Jiangxi',
    cities: [
      ['南昌', 'Nanchang'],
      ['赣州', 'Ganzhou'],
      ['九江', 'Jiujiang'],
    ],
  },
  {
    name: '山东省',
    code: '37',
    pinyin: 'Shandong',
    cities: [
      ['济南', 'Jinan'],
      ['青岛', 'Qingdao'],
      ['烟台', 'Yantai'],
      ['潍坊', 'Weifang'],
      ['临沂', 'Linyi'],
    ],
  },
  {
    name: '河南省',
    code: '41',
    pinyin: 'Henan',
    cities: [
      ['郑州', 'Zhengzhou'],
      ['洛阳', 'Luoyang'],
      ['开封', 'Kaifeng'],
      ['新乡', 'Xinxiang'],
      ['南阳', 'Nanyang'],
    ],
  },
  {
    name: '湖北省',
    code: '42',
    pinyin: 'Hubei',
    cities: [
      ['武汉', 'Wuhan'],
      ['宜昌', 'Yichang'],
      ['襄阳', 'Xiangyang'],
      ['荆州', 'Jingzhou'],
    ],
  },
  {
    name: '湖南省',
    code: '43',
    pinyin: 'Hunan',
    cities: [
      ['长沙', 'Changsha'],
      ['湘潭', 'Xiangtan'],
      ['衡阳', 'Hengyang'],
      ['岳阳', 'Yueyang'],
    ],
  },
  {
    name: '广东省',
    code: '44',
    pinyin: 'Guangdong',
    cities: [
      ['广州', 'Guangzhou'],
      ['深圳', 'Shenzhen'],
      ['珠海', 'Zhuhai'],
      ['汕头', 'Shantou'],
      ['佛山', 'Foshan'],
    ],
  },
  {
    name: '广西壮族自治区',
    code: '45',
    pinyin: 'Guangxi',
    cities: [
      ['南宁', 'Nanning'],
      ['桂林', 'Guilin'],
      ['柳州', 'Liuzhou'],
    ],
  },
  {
    name: '海南省',
    code: '46',
    pinyin: 'Hainan',
    cities: [
      ['海口', 'Haikou'],
      ['三亚', 'Sanya'],
    ],
  },
  { name: '重庆市', code: '50', pinyin: 'Chongqing', cities: [['重庆', 'Chongqing']] },
  {
    name: '四川省',
    code: '51',
    pinyin: 'Sichuan',
    cities: [
      ['成都', 'Chengdu'],
      ['绵阳', 'Mianyang'],
      ['南充', 'Nanchong'],
      ['宜宾', 'Yibin'],
    ],
  },
  {
    name: '贵州省',
    code: '52',
    pinyin: 'Guizhou',
    cities: [
      ['贵阳', 'Guiyang'],
      ['遵义', 'Zunyi'],
    ],
  },
  {
    name: '云南省',
    code: '53',
    pinyin: 'Yunnan',
    cities: [
      ['昆明', 'Kunming'],
      ['大理', 'Dali'],
      ['曲靖', 'Qujing'],
    ],
  },
  { name: '西藏自治区', code: '54', pinyin: 'Tibet', cities: [['拉萨', 'Lhasa']] },
  {
    name: '陕西省',
    code: '61',
    pinyin: 'Shaanxi',
    cities: [
      ['西安', "Xi'an"],
      ['宝鸡', 'Baoji'],
      ['延安', "Yan'an"],
      ['汉中', 'Hanzhong'],
    ],
  },
  {
    name: '甘肃省',
    code: '62',
    pinyin: 'Gansu',
    cities: [
      ['兰州', 'Lanzhou'],
      ['天水', 'Tianshui'],
    ],
  },
  { name: '青海省', code: '63', pinyin: 'Qinghai', cities: [['西宁', 'Xining']] },
  { name: '宁夏回族自治区', code: '64', pinyin: 'Ningxia', cities: [['银川', 'Yinchuan']] },
  {
    name: '新疆维吾尔自治区',
    code: '65',
    pinyin: 'Xinjiang',
    cities: [
      ['乌鲁木齐', 'Urumqi'],
      ['石河子', 'Shihezi'],
    ],
  },
];

/** Every city, in table order; a municipality's city is the municipality. */
export const cities: readonly City[] = provinces.flatMap((p) =>
  p.cities.map(([name, pinyin]) => ({ name, pinyin, province: p.name, provinceCode: p.code })),
);
const cityByName = new Map(cities.map((c) => [c.name, c]));
export function cityNamed(name: string): City | undefined {
  return cityByName.get(name.replace(/市$/, ''));
}
export const provinceByName: ReadonlyMap<string, Province> = new Map(provinces.map((p) => [p.name, p]));

/** The city shown beside a province: 南京市 (a municipality's is the municipality, 北京市). */
export function cityLabel(city: City): string {
  return `${city.name}市`;
}

/**
 * A stable index from a string (FNV-1a): maps one of faker's invented place names onto a real city without
 * taking a draw from the seed, so every later draw, and the names and ids stories show, stay where they were.
 */
export function stableIndex(text: string, size: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return size > 0 ? hash % size : 0;
}
