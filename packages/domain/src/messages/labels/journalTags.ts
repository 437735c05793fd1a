/**
 * Chinese labels of journal index tags that the spec names only by family (doc 001 §3,
 * "Tag catalogue families, each with a short and a full Chinese name"). The spec gives the
 * Chinese of 北大核心, 卓越期刊, 中科院分区 and 武大RCCSE (kept in `messages.journalTags`);
 * the rest are the names these indexes carry on Chinese academic sites.
 */
export const journalTagLabels = {
  SCIE: { short: 'SCIE', full: '科学引文索引扩展版（SCIE）' },
  SSCI: { short: 'SSCI', full: '社会科学引文索引（SSCI）' },
  ESCI: { short: 'ESCI', full: '新兴资源引文索引（ESCI）' },
  AHCI: { short: 'AHCI', full: '艺术与人文引文索引（AHCI）' },
  EI: { short: 'EI', full: '工程索引（EI）' },
  CA: { short: 'CA', full: '化学文摘（CA）' },
  IEEE: { short: 'IEEE', full: '电气电子工程师学会（IEEE）' },
  Nature: { short: 'Nature', full: '自然出版集团（Nature）' },
  PubMed: { short: 'PubMed', full: '生物医学文献数据库（PubMed）' },
  CSTPCD: { short: '科技核心', full: '中国科技论文与引文数据库（CSTPCD）' },
  AMI: { short: 'AMI', full: '中国人文社会科学期刊AMI综合评价（AMI）' },
  /** Suffixes appended to the short family name. */
  pkuEditionSuffix: '版',
  cscdCore: '核心库',
  cscdExtended: '扩展库',
  cssciSource: '来源期刊',
  cssciExtended: '扩展版',
  cssciCollection: '集刊',
  zoneSuffix: '区',
  rccseAuthority: '权威期刊',
  rccseCore: '核心期刊',
  /** Journal badges (doc 001 §3: ycb when extraAppStatus is 1, net when netFirst is set). */
  ycb: '预出版',
  net: '网络首发',
} as const;

export type JournalTagLabels = typeof journalTagLabels;
