import { localStandardIssuer, provincesByDivisionCode, standardAssociations } from '@wenxian/domain';
import type { Random } from './random';

/**
 * Who numbers, drafts and publishes a standard depends on its kind (标准化法 §2, GB/T 1.1): national standards
 * are GB or GB/T, published by 中国标准出版社; sector standards carry their sector's code (JB/T machinery,
 * HG/T chemicals...) and are published by that sector's press; group standards are T/ plus the association's
 * code and published by the association; local standards are DB plus the province's administrative code and
 * issued by the province's market regulator (domain's localStandardIssuer). Standards are authored by their drafting bodies, never by people.
 */
const standardKinds = ['国家标准', '行业标准', '地方标准', '团体标准'] as const;
type StandardKind = (typeof standardKinds)[number];

export const NATIONAL_STANDARDS_PUBLISHER = '中国标准出版社';

/** A sector of 行业标准: its code and the press that publishes its standards. */
type Sector = { code: string; name: string; publisher: string };
/** An association issuing 团体标准: its code after T/ and its name. */
export type Association = { code: string; name: string };
/** Per discipline: the national technical committee, the sector and the association of its standards. */
export type StandardBodies = { committee: string; sector: Sector; association: Association };

const association = (code: string): Association => ({ code, name: standardAssociations[code] ?? '' });

/** Only technical fields issue standards in the corpus (a 唐诗 technical specification would read oddly). */
export const standardBodiesByDiscipline: Readonly<Record<string, StandardBodies>> = {
  cs: {
    committee: '全国信息技术标准化技术委员会',
    sector: { code: 'SJ/T', name: '电子', publisher: '中国电子技术标准化研究院' },
    association: association('CESA'),
  },
  med: {
    committee: '全国医用临床检验实验室和体外诊断系统标准化技术委员会',
    sector: { code: 'WS/T', name: '卫生', publisher: '人民卫生出版社' },
    association: association('CHAS'),
  },
  env: {
    committee: '全国环境管理标准化技术委员会',
    sector: { code: 'HJ', name: '生态环境', publisher: '中国环境出版集团' },
    association: association('CSES'),
  },
  mech: {
    committee: '全国机械安全标准化技术委员会',
    sector: { code: 'JB/T', name: '机械', publisher: '机械工业出版社' },
    association: association('CMES'),
  },
  agri: {
    committee: '全国农业技术标准化技术委员会',
    sector: { code: 'NY/T', name: '农业', publisher: '中国农业出版社' },
    association: association('CAASS'),
  },
  mat: {
    committee: '全国有色金属标准化技术委员会',
    sector: { code: 'HG/T', name: '化工', publisher: '化学工业出版社' },
    association: association('CSTM'),
  },
  civil: {
    committee: '全国建筑物和建筑构件标准化技术委员会',
    sector: { code: 'JGJ', name: '建筑工程', publisher: '中国建筑工业出版社' },
    association: association('CECS'),
  },
};
export const standardDisciplineIds = Object.keys(standardBodiesByDiscipline);

export type StandardFacts = {
  kind: StandardKind;
  number: string;
  publisher: string;
  /** Where the publisher is: Beijing for the national presses and associations, the capital for a province. */
  publisherPlace: string;
  /** The drafting body, the standard's author. */
  draftedBy: string;
};

/**
 * Number, publisher and drafting body of a standard of a field and year. Three draws, in the order the corpus
 * made them before standards had kinds (a variant, the serial, the kind), so the records after keep theirs.
 */
export function standardFacts(random: Random, disciplineId: string, year: number): StandardFacts {
  const bodies = standardBodiesByDiscipline[disciplineId];
  if (!bodies) throw new RangeError(`no standards in discipline ${disciplineId}`);
  const variant = random.next();
  const serial = random.int(1000, 45000);
  const drawn = random.pick(standardKinds);
  // 团体标准 exist since the 2015 reform (国发〔2015〕13号) and the 2017 标准化法: none before 2016.
  const kind: StandardKind = drawn === '团体标准' && year < 2016 ? '行业标准' : drawn;
  switch (kind) {
    case '国家标准':
      return {
        kind,
        // Most national standards are recommended (GB/T); a fifth are mandatory (GB).
        number: `${variant < 0.2 ? 'GB' : 'GB/T'} ${serial}-${year}`,
        publisher: NATIONAL_STANDARDS_PUBLISHER,
        publisherPlace: '北京',
        draftedBy: bodies.committee,
      };
    case '行业标准':
      return {
        kind,
        number: `${bodies.sector.code} ${serial % 2000}-${year}`,
        publisher: bodies.sector.publisher,
        publisherPlace: '北京',
        draftedBy: bodies.committee,
      };
    case '团体标准':
      return {
        kind,
        number: `T/${bodies.association.code} ${String(serial % 300).padStart(3, '0')}-${year}`,
        publisher: bodies.association.name,
        publisherPlace: '北京',
        draftedBy: bodies.association.name,
      };
    case '地方标准': {
      const codes = Object.keys(provincesByDivisionCode);
      const code = codes[Math.floor(variant * codes.length)] ?? '11';
      const province = provincesByDivisionCode[code];
      return {
        kind,
        number: `DB${code}/T ${serial % 5000}-${year}`,
        publisher: localStandardIssuer(code, year),
        publisherPlace: province?.capital ?? '北京',
        draftedBy: `${(province?.name ?? '').replace(/[省市]$/, '')}标准化研究院`,
      };
    }
  }
}
