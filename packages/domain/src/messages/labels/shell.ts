/**
 * Chinese labels of the site shell (header, AI header, side toolbar, footer, banners, loaders,
 * toasts, error pages, charts) that the specification names but does not spell out (doc 000
 * §2.3–2.8). Spec strings stay in `messages`; these are the project's own wording, chosen as users
 * of such a site would expect (docs/decisions/shell.md).
 */
import { balanceName } from '../../format/money';

export const shellLabels = {
  site: {
    name: '文献',
    homeLink: '返回首页',
  },
  /** The layouts of doc 000 §2.2: skip link and the bars of the layouts that are not the default one. */
  layout: {
    skipToContent: '跳到主要内容',
    previewBar: '阅读工具栏',
    productNav: '产品导航',
    /** The side navigation of the novelty-search and collection-proof pages (doc 000 §2.8). */
    serviceNav: '查新与收录证明',
    productHome: '产品服务',
    conferenceFooterLabel: '学术会议',
    conferenceFooterText: '学术会议服务 · 会议论文集收录与出版',
    userInfoNav: '个人中心导航',
    aiSideBar: '对话列表',
    offline: '网络已断开，请检查网络连接',
    online: '网络已恢复',
  },
  header: {
    navLabel: '主导航',
    home: '首页',
    productServices: '产品服务',
    knowledgeMap: '知识图谱',
    journalDirectory: '期刊导航',
    topUp: '充值',
    member: '会员',
    titleMaterials: '职称材料',
    newBadge: '新',
    login: '登录',
    register: '注册',
    compactSearchLabel: '关键词检索',
    compactSearchPlaceholder: '请输入关键词',
    personalMenu: '个人菜单',
    level: 'LV',
    /** The wallet's balance by its one name, as the wallet and pay pages say it. */
    balance: balanceName,
    recharge: '充值',
    journalService: '期刊服务',
    /** The conference role's way into its area (/conference/manager), named as the conference pages name it. */
    conferenceManager: '会议管理',
    account: '账号管理',
    personalCenter: '个人中心',
    orders: '我的订单',
    coupons: '我的优惠券',
    collectFollowSubscribe: '收藏/关注/订阅',
    logout: '退出登录',
  },
  aiHeader: {
    navLabel: 'AI助手导航',
    newConversation: '新建对话',
    history: '历史记录',
    productUpdates: '产品更新',
    closePromo: '关闭活动横幅',
    /** The promo banner's countdown caption, e.g. "10秒后自动关闭". */
    countdown: (seconds: number) => `${seconds}秒后自动关闭`,
  },
  sideToolbar: {
    label: '侧边工具栏',
    onlineConsult: '在线咨询',
    contact: '联系我们',
    hotline: '服务热线',
    email: '服务邮箱',
    guide: '操作指南',
    feedback: '意见反馈',
    backToTop: '返回顶部',
  },
  footer: {
    label: '页脚',
    phonesTitle: '联系电话',
    quickLinksTitle: '快捷入口',
    licencesLabel: '备案与许可',
  },
  certificate: {
    title: '安全认证',
    /** "已安全服务 N 天" — days since the certificate's start. */
    daysServed: (days: number) => `已安全服务${days}天`,
    /** "证书剩余 N 天" — days until the certificate's end. */
    daysRemaining: (days: number) => `证书剩余${days}天`,
  },
  banner: {
    carouselLabel: '活动横幅',
    close: '关闭广告',
    slidePicker: '切换横幅',
    /** Accessible name of a slide's dot, e.g. "第2张，共3张". */
    slide: (position: number, total: number) => `第${position}张，共${total}张`,
  },
  /**
   * The site map's entries of our own (docs/decisions/shell.md "Site map"): the 产品服务 panel's AI services and
   * activities, and the home page's search entries. The activities' names are the banners' and pages' own.
   */
  siteMap: {
    aiServices: 'AI服务',
    aiSearch: 'AI检索（WeResearch）',
    aiChat: 'AI问答',
    aiHandbook: 'AI检索使用手册',
    prequalification: 'AI稿件预审',
    prequalificationRecords: '预审记录',
    activities: '精彩活动',
    activityNames: {
      doublepromotion: '双重优惠季',
      aipromotional: '教学智能体',
      SchoolSeason: '开学季',
      memberactivity: '会员专享季',
      power: '算力加油包',
      readingmonth: '全民阅读月',
      yearEndActivity: '年终学术盘点',
    },
    searchEntries: '检索入口',
    advancedSearch: '高级检索',
    searchHistory: '检索历史',
    degreeSearch: '学位论文检索',
    patentSearch: '专利检索',
    standardSearch: '标准检索',
    journalComparison: '期刊对比',
  },
  headerBanner: {
    view: '立即查看',
    close: '关闭横幅',
    /** The home page's header banner campaign (doc 000 §4.7: 2025-02-25 – 2025-03-31); its name is ours. */
    title: '春季学术季',
  },
  progress: {
    label: '页面加载进度',
    /** Spoken value of the bar after a request failed (doc 000 §4.5 "marks failure"). */
    failed: '加载失败',
  },
  loadingMask: {
    label: '加载中',
  },
  toast: {
    close: '关闭提示',
    success: '成功',
    warning: '警告',
    error: '错误',
  },
  errorPage: {
    backHome: '返回首页',
    blockedTitle: '您的访问地址已被限制',
    blockedHint: '如有疑问，请联系客服',
    searchLimitHint: '请尝试使用其他检索词',
  },
  chart: {
    loading: '图表加载中',
  },
} as const;

export type ShellLabels = typeof shellLabels;
