import { measuresInUnit } from '../../entities/measureAxisName';
/**
 * Wording of the journal-manager area (doc 000 §2.1, §6; doc 001 §7 "Magazine analysis"). The spec names the
 * pages by address only; the Chinese names and hints are the project's (docs/decisions/manager.md).
 */
export type ManagerAnalysisKey =
  | 'agingReport'
  | 'areaAnalysis'
  | 'authorAnalysis'
  | 'compete'
  | 'elementReport'
  | 'fundanalysis'
  | 'influenceRank'
  | 'influenceReport'
  | 'journalanalysis'
  | 'organAnalysis'
  | 'quoteReport'
  | 'subjectAnalysis';

/** The analyses in the order the manager's menu lists them; `report` ones answer sections. */
export const managerAnalyses: ReadonlyArray<{ key: ManagerAnalysisKey; name: string; hint: string; report: boolean }> =
  [
    { key: 'journalanalysis', name: '期刊分析', hint: '本刊逐年发文、被引、下载与基金论文比', report: false },
    { key: 'subjectAnalysis', name: '学科分析', hint: '本刊论文所属学科（中图分类）分布', report: false },
    { key: 'authorAnalysis', name: '作者分析', hint: '本刊作者发文与被引排行', report: false },
    { key: 'organAnalysis', name: '机构分析', hint: '发文机构排行与机构合作情况', report: false },
    { key: 'areaAnalysis', name: '地区分析', hint: '作者所在地区分布', report: false },
    { key: 'fundanalysis', name: '基金分析', hint: '基金论文数量、占比与资助基金排行', report: false },
    { key: 'compete', name: '竞争力对比', hint: '本刊与所选期刊的发文、被引与影响因子对比', report: false },
    { key: 'influenceRank', name: '影响力排名', hint: '本刊在同学科期刊中的被引排名', report: false },
    { key: 'influenceReport', name: '影响力报告', hint: '影响因子、h指数、高被引论文与施引期刊', report: true },
    { key: 'quoteReport', name: '引证报告', hint: '引用本刊与本刊引用的期刊', report: true },
    { key: 'agingReport', name: '时效报告', hint: '被引半衰期与引用半衰期', report: true },
    { key: 'elementReport', name: '要素报告', hint: '篇均作者、参考文献、页数与基金论文比', report: true },
  ];

export const managerLabels = {
  areaTitle: '期刊服务',
  home: {
    title: '期刊服务',
    heading: (journal: string) => `${journal} · 期刊服务`,
    analysesHeading: '期刊分析',
    toolsHeading: '期刊管理',
    overview: '本刊概况',
  },
  nav: {
    label: '期刊服务导航',
    home: '期刊服务首页',
    editPeriodic: '期刊信息编辑',
    literatureInquiry: '文献查询',
    account: '账号设置',
  },
  range: {
    legend: '统计年份',
    start: '起始年份',
    end: '结束年份',
    /** What an empty year means: the range is open on that side (the journal's first year, the current one). */
    startPlaceholder: '不限',
    endPlaceholder: '至今',
    apply: '统计',
  },
  compete: {
    legend: '对比期刊',
    searchLabel: '按刊名查找期刊',
    searchPlaceholder: '输入刊名',
    add: '加入对比',
    remove: (name: string) => `移除${name}`,
    chosen: '已选期刊',
    none: '未选择时，系统按同学科影响因子最接近的两本期刊对比',
    noMatch: '没有找到匹配的期刊',
  },
  figures: '核心指标',
  chart: (name: string) => `${name}趋势图`,
  /** A trend chart's value axis: the measures drawn on it and their unit (发文量、被引量（篇）). */
  valueAxis: measuresInUnit,
  /**
   * A trend chart's x axis: every series counts the journal's papers by the year they were published (被引量 in 2019 is
   * what the papers of 2019 have been cited since), which a bare 年份 leaves open to reading as the year of citing.
   */
  yearAxis: '发表年份',
  /** 学科分析's ring: the journal's papers by discipline (the shares of its table). */
  subjectShare: '学科分布',
  chartFallbackNote: '图表数据见下表',
  ranking: '排行',
  count: '数量',
  table: '数据表',
  exportCsv: '导出报表',
  exportReport: '导出完整报告',
  reportYear: (year: number) => `统计截至${year}年`,
  inquiry: {
    title: '文献查询',
    label: '检索本刊文献',
    placeholder: '题名、关键词或作者',
    submit: '查询',
    total: (n: number) => `共 ${n} 篇`,
    cited: (n: number) => `被引 ${n}`,
    downloads: (n: number) => `下载 ${n}`,
  },
  edit: {
    title: '期刊信息编辑',
    intro: '期刊简介',
    columns: '栏目设置（每行一个栏目）',
    contact: '联系方式',
    website: '期刊网址',
    save: '保存',
    saving: '保存中…',
    saved: '期刊信息已保存',
    updatedAt: (time: string) => `最近保存：${time}`,
    introRequired: '请输入期刊简介',
    websiteInvalid: '请输入正确的网址',
  },
  account: {
    title: '账号设置',
    nav: '账号设置导航',
    sections: {
      auth: '期刊认证',
      production: '出版信息',
      password: '修改密码',
      phone: '绑定手机',
      email: '绑定邮箱',
      weixin: '绑定微信',
      logout: '注销账号',
    },
    name: '姓名',
    mobile: '手机号',
    email: '邮箱',
    weixin: '微信',
    bound: '已绑定',
    unbound: '未绑定',
    certified: '已认证期刊用户',
    notCertified: '未认证',
    managedJournal: '管理期刊',
    oldPassword: '原密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    newMobile: '新手机号',
    code: '验证码',
    sendCode: '获取验证码',
    codeSent: '验证码已发送',
    mobileInvalid: '请输入11位手机号',
    emailInvalid: '请输入正确的邮箱',
    codeRequired: '请输入验证码',
    submit: '确定',
    done: '设置成功',
    weixinHint: '用微信扫描登录页二维码并授权后，返回此页即完成绑定。',
    weixinBind: '完成绑定',
    logoutWarning: '注销后账号的权益、订单与期刊服务将无法恢复。请用绑定手机接收验证码确认注销。',
    logoutConfirm: '确认注销',
    production: {
      issn: 'ISSN',
      cn: 'CN',
      frequency: '出版周期',
      host: '主办单位',
      founded: '创刊年份',
      impact: '影响因子',
      papers: '收录文献',
    },
  },
  auth: {
    title: '期刊用户认证',
    heading: '开通期刊服务',
    intro: '期刊服务面向期刊编辑部开放，提供期刊分析报告、竞争力对比与期刊信息维护。',
    notYet: '当前账号尚未开通期刊服务。',
    steps: [
      '以编辑部名义准备期刊出版许可证与单位介绍信',
      '发送至期刊服务邮箱，注明刊名与联系人',
      '审核通过后，当前账号即可使用期刊服务',
    ],
    contact: '期刊服务邮箱：journal@wenxian.example.cn',
    loginOther: '切换账号',
    toAccount: '账号设置',
  },
} as const;

export type ManagerLabels = typeof managerLabels;
