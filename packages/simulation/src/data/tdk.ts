import type { Tdk } from '@wenxian/api';

/**
 * The TDK (title, description, keywords) operators configured per site section (getTdkByAddress). An
 * address gets the entry of its longest configured prefix; addresses of no section have none (the site then
 * uses its defaults or the page's own head).
 */
const sectionTdk: ReadonlyArray<readonly [prefix: string, tdk: Tdk]> = [
  [
    '/',
    {
      title: '文献 - 学术文献检索与知识服务平台',
      description: '一站检索期刊、学位、会议、专利、标准、成果、法规、报纸与政策文献，在线阅读、下载与引用。',
      keywords: '文献检索,学术期刊,学位论文,会议论文,专利,标准',
    },
  ],
  [
    '/search',
    {
      title: '文献检索',
      description: '按主题、题名、关键词、作者、机构、刊名、基金等字段检索学术文献，支持专业检索与二次筛选。',
      keywords: '文献检索,专业检索,高级检索,论文查找',
    },
  ],
  [
    '/advancesearch',
    {
      title: '高级检索',
      description: '组合多个检索条件、限定年份与文献类型，精确查找学术文献。',
      keywords: '高级检索,组合检索,检索式',
    },
  ],
  [
    '/journal',
    {
      title: '期刊导航',
      description: '按学科分类、核心收录与首字母浏览学术期刊，查看期刊简介、各年各期目录与影响力指标。',
      keywords: '期刊导航,核心期刊,北大核心,CSSCI,CSCD',
    },
  ],
  [
    '/author',
    {
      title: '学者库',
      description: '查看学者的发文、被引、合作者与研究领域分析，发现领域内的优秀人才。',
      keywords: '学者,作者分析,H指数,合作网络',
    },
  ],
  [
    '/organization',
    {
      title: '机构库',
      description: '查看科研机构的发文、被引、合作机构与学科分布分析。',
      keywords: '机构分析,科研机构,合作网络',
    },
  ],
  [
    '/subject',
    {
      title: '主题分析',
      description: '查看学科主题的研究趋势、相关主题、核心作者与机构。',
      keywords: '主题分析,研究趋势,知识图谱',
    },
  ],
  [
    '/conference',
    {
      title: '学术会议',
      description: '浏览即将召开与近期举办的学术会议，查看会议论文集与会议论文。',
      keywords: '学术会议,会议论文,论文集',
    },
  ],
  [
    '/WeResearch',
    {
      title: 'WeResearch 智能检索',
      description: '用自然语言提问，获得基于文献的回答与可引用的参考文献。',
      keywords: 'AI检索,智能问答,文献综述',
    },
  ],
  [
    '/member',
    {
      title: '会员中心',
      description: '开通个人或团队会员，享受每月下载额度与专属服务。',
      keywords: '会员,下载额度,团队会员',
    },
  ],
  [
    '/helpcenter',
    { title: '帮助中心', description: '常见问题、使用指南与合作说明。', keywords: '帮助中心,常见问题,使用指南' },
  ],
  [
    '/product/thesisdetection',
    {
      title: '论文检测',
      description: '提交论文进行相似度检测，获取详细检测报告。',
      keywords: '论文检测,查重,相似度检测',
    },
  ],
];

/** The configured TDK of an address: the longest section prefix that covers it, whole segments only. */
export function tdkOf(address: string): Tdk | null {
  const path = address.split('?')[0] ?? '';
  let best: readonly [string, Tdk] | null = null;
  for (const entry of sectionTdk) {
    const [prefix] = entry;
    const covers = prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);
    if (covers && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best ? best[1] : null;
}
