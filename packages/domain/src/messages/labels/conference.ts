/**
 * Wording of the conference area (doc 000 §2.1, §4.9; doc 001 §7 "Conference"). The spec shows no Chinese for
 * these pages; the names are the project's (docs/decisions/conference.md).
 */
/** /conference's h1 and document title: the name of the 知识图谱 tile that opens it (docs/decisions/shell.md). */
const conferenceHomeName = '会议库';

export const conferenceLabels = {
  /** The area as a whole (its layout's footer, the suffix of its pages' titles). */
  areaTitle: '学术会议',
  home: {
    title: conferenceHomeName,
    heading: conferenceHomeName,
    intro: '近期与往届学术会议，按学科和地点浏览会议、论文集与会议论文。',
    /** The organizers' way in to their conferences' paper audit (/conference/manager). */
    managerEntry: '会议管理',
    subject: '学科',
    place: '地点',
    all: '全部',
    upcoming: '即将召开',
    recent: '近期会议',
    searchLabel: '检索会议',
    searchPlaceholder: '输入会议名称',
    search: '检索',
  },
  results: {
    title: (keyword: string) => (keyword ? `“${keyword}”的会议检索结果` : '会议检索结果'),
    conferences: (n: number) => `会议 ${n} 个`,
    books: (n: number) => `论文集 ${n} 部`,
  },
  card: {
    date: (start: string, end: string) => `${start} 至 ${end}`,
    place: (city: string) => `地点：${city}`,
    organizer: (name: string) => `主办：${name}`,
    /** The label before the organizer's name where the name alone is the link to the organizer's page. */
    organizerLabel: '主办：',
    papers: (n: number) => `论文 ${n} 篇`,
    notice: '会议通知',
    proceedings: '论文集',
  },
  detail: {
    papers: '会议论文',
    books: '会议论文集',
    info: '会议信息',
    subject: '学科',
  },
  notice: {
    title: '会议通知',
    listHeading: '会议通知',
    body: (name: string, city: string, start: string, end: string, organizer: string) =>
      `${name}定于${start}至${end}在${city}召开，由${organizer}主办。欢迎相关领域的专家学者投稿并参会。`,
    toConference: '查看会议详情',
  },
  organization: {
    title: '主办机构',
    listHeading: '会议主办机构',
    conferences: (n: number) => `主办会议 ${n} 个`,
  },
  auth: {
    title: '会议管理授权',
    heading: '会议管理',
    notYet: '当前账号没有会议管理权限。',
    /** A visitor is asked to log in first (the page cannot judge an account it does not know). */
    loginFirst: '会议管理需登录后使用，请先登录。',
    loginAction: '登录',
    intro: '会议管理面向会议主办方开放：登记会议论文、上传论文文件、提交检测与审核，并由作者完成电子签名授权。',
    apply: '如需开通，请由主办单位联系会议服务：conference@wenxian.example.cn',
    login: '切换账号',
  },
  manager: {
    title: '会议管理',
    nav: '会议管理导航',
    home: '概览',
    info: '会议信息',
    literature: '论文管理',
    resource: '资源管理',
    conference: '管理的会议',
    counts: '审核状态统计',
    form: '登记论文',
    editForm: '编辑论文',
    paperTitle: '论文题名',
    authors: '作者（多位作者用逗号分隔）',
    file: '论文文件（PDF、Word或CAJ）',
    save: '保存',
    cancel: '取消编辑',
    saved: '已保存',
    uploaded: (name: string) => `已上传：${name}`,
    upload: '上传文件',
    list: '论文列表',
    empty: '暂无论文记录',
    stateFilter: '按状态筛选',
    all: '全部',
    host: '设为主会场报告',
    unhost: '取消主会场报告',
    hostMark: '主会场报告',
    sign: '去签名授权',
    similarity: (n: number) => `相似度 ${n}%`,
    done: (action: string) => `${action}成功`,
    columns: { title: '题名', authors: '作者', file: '文件', state: '状态', updated: '更新时间', actions: '操作' },
    resources: '已上传的论文文件',
    noResources: '暂无上传的文件',
  },
  esign: {
    title: '电子签名授权',
    heading: '论文授权电子签名',
    records: '待授权论文',
    none: '没有待授权的论文',
    agreement: '本人同意将上述论文授权会议主办方及本平台以数字化方式出版、传播。',
    agree: '我已阅读并同意授权协议',
    padLabel: '签名区域：请用鼠标或手指在此签名',
    clear: '重写',
    submit: '提交签名',
    submitting: '提交中…',
    signed: '签名已提交，授权完成',
    agreeRequired: '请同意授权协议',
    signatureRequired: '请先完成电子签名',
    back: '返回论文管理',
    phoneHint: '请将手机横屏以获得更大的签名区域',
  },
} as const;

export type ConferenceLabels = typeof conferenceLabels;
