import { cityNamed } from './places';
import type { OrganizationRecord } from './types';

/*
 * The English names of the corpus's organisations, as the organisations themselves would write them: a
 * university is "<Place> Normal University", a hospital "The First People's Hospital of <Place>", the national
 * institutes their official names. A real city (places.ts) is written as it is (Xi'an, Hohhot); another place
 * is romanised syllable by syllable (faker zh_CN's city prefixes and suffixes, its provinces), with the apostrophe pinyin puts before a syllable
 * that starts with a vowel (Xi'an). Firms have no English name here: their Chinese name stands.
 */

const syllables: Readonly<Record<string, string>> = {
  上: 'shang',
  包: 'bao',
  北: 'bei',
  南: 'nan',
  厦: 'xia',
  吉: 'ji',
  太: 'tai',
  宁: 'ning',
  安: 'an',
  成: 'cheng',
  武: 'wu',
  济: 'ji',
  海: 'hai',
  珠: 'zhu',
  福: 'fu',
  衡: 'heng',
  西: 'xi',
  诸: 'zhu',
  贵: 'gui',
  长: 'chang',
  乡: 'xiang',
  京: 'jing',
  原: 'yuan',
  口: 'kou',
  头: 'tou',
  州: 'zhou',
  徽: 'hui',
  林: 'lin',
  汉: 'han',
  沙: 'sha',
  码: 'ma',
  都: 'du',
  门: 'men',
  阳: 'yang',
};

/** A place's name in pinyin (市 and 县 dropped), or null when a character is not one the generator uses. */
function romanised(place: string): string | null {
  const city = cityNamed(place);
  if (city) return city.pinyin;
  const parts: string[] = [];
  for (const char of place.replace(/[市县]$/, '')) {
    const syllable = syllables[char];
    if (!syllable) return null;
    parts.push(parts.length > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable);
  }
  const joined = parts.join('');
  return joined ? joined.charAt(0).toUpperCase() + joined.slice(1) : null;
}

const provinces: Readonly<Record<string, string>> = {
  北京市: 'Beijing',
  上海市: 'Shanghai',
  天津市: 'Tianjin',
  重庆市: 'Chongqing',
  黑龙江省: 'Heilongjiang',
  吉林省: 'Jilin',
  辽宁省: 'Liaoning',
  内蒙古自治区: 'Inner Mongolia',
  河北省: 'Hebei',
  新疆维吾尔自治区: 'Xinjiang',
  甘肃省: 'Gansu',
  青海省: 'Qinghai',
  陕西省: 'Shaanxi',
  宁夏回族自治区: 'Ningxia',
  河南省: 'Henan',
  山东省: 'Shandong',
  山西省: 'Shanxi',
  安徽省: 'Anhui',
  湖北省: 'Hubei',
  湖南省: 'Hunan',
  江苏省: 'Jiangsu',
  四川省: 'Sichuan',
  贵州省: 'Guizhou',
  云南省: 'Yunnan',
  广西壮族自治区: 'Guangxi',
  西藏自治区: 'Tibet',
  浙江省: 'Zhejiang',
  江西省: 'Jiangxi',
  广东省: 'Guangdong',
  福建省: 'Fujian',
  海南省: 'Hainan',
};

const institutes: Readonly<Record<string, string>> = {
  中国科学院自动化研究所: 'Institute of Automation, Chinese Academy of Sciences',
  中国科学院地理科学与资源研究所:
    'Institute of Geographic Sciences and Natural Resources Research, Chinese Academy of Sciences',
  中国农业科学院作物科学研究所: 'Institute of Crop Sciences, Chinese Academy of Agricultural Sciences',
  中国社会科学院经济研究所: 'Institute of Economics, Chinese Academy of Social Sciences',
  中国医学科学院北京协和医院: 'Peking Union Medical College Hospital, Chinese Academy of Medical Sciences',
  中国环境科学研究院: 'Chinese Research Academy of Environmental Sciences',
  中国建筑科学研究院: 'China Academy of Building Research',
  国家信息中心: 'State Information Center',
};

/** The university kinds, longest first (理工大学 before 大学): the English pattern of each. */
const universities: readonly [string, (place: string) => string][] = [
  ['理工大学', (p) => `${p} Institute of Technology`],
  ['师范大学', (p) => `${p} Normal University`],
  ['医科大学', (p) => `${p} Medical University`],
  ['农业大学', (p) => `${p} Agricultural University`],
  ['财经大学', (p) => `${p} University of Finance and Economics`],
  ['科技大学', (p) => `${p} University of Science and Technology`],
  ['工业大学', (p) => `${p} University of Technology`],
  ['大学', (p) => `${p} University`],
];

const ordinals: Readonly<Record<string, string>> = {
  一: 'First',
  二: 'Second',
  三: 'Third',
  四: 'Fourth',
  五: 'Fifth',
  六: 'Sixth',
};

/** The organisation's English name, or undefined when it has none (a firm). */
export function englishOrganizationName(
  org: Pick<OrganizationRecord, 'name' | 'kind' | 'isVirtual'>,
): string | undefined {
  const { name } = org;
  const institute = institutes[name];
  if (institute) return institute;
  if (org.isVirtual) {
    const province = provinces[name.replace(/高校联盟$/, '')];
    return province ? `${province} University Alliance` : undefined;
  }
  const hospital = /^(.+?)市第([一二三四五六])人民医院$/.exec(name);
  if (hospital) {
    const place = romanised(hospital[1] ?? '');
    const ordinal = ordinals[hospital[2] ?? ''];
    return place && ordinal ? `The ${ordinal} People's Hospital of ${place}` : undefined;
  }
  if (org.kind !== 'university') return undefined;
  for (const [suffix, english] of universities) {
    if (!name.endsWith(suffix)) continue;
    const place = romanised(name.slice(0, -suffix.length));
    return place ? english(place) : undefined;
  }
  return undefined;
}
