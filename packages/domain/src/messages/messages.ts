/**
 * Every user-facing Chinese string of the specification, once, character for character
 * (full-width punctuation included). ui, web and tests import from here; nothing else
 * spells these strings.
 */
export const messages = {
  loader: {
    loading: '拼命加载中···',
    loadMore: '加载更多',
    noMore: '没有更多了',
    empty: '暂无数据',
  },
  errorPage: {
    notFoundTitle: '资源未找到',
    removedTitle: '资源已下架',
    genericTitle: '哎呀，出问题，请稍后再试',
    networkError: '很抱歉，网络出错啦！！',
    stopWord: '停用词，请更换检索条件',
    unsupportedWord: '输入词暂不支持检索，请更换检索条件',
    tooFrequent: '您的访问频率过快，请稍后再试',
    safetyCheckRequired: '您的访问频率过高，请进行安全认证',
    redirecting: '跳转中···',
    subjectNotFound: '主题词未找到',
  },
  search: {
    hotSearchTitle: '周热词排行',
    suggestionTitle: '检索词智能提示',
    aiSearch: '智能检索',
    publicationCount: '发文量',
    emptyInput: '请输入内容',
    emptyOrganizationInput: '请输入检索内容',
  },
  standardStatus: {
    void: '作废',
    current: '现行',
  },
  productNav: {
    noveltySearch: '科技查新',
    myOrders: '我的订单',
    collectionProof: '申请收录证明',
    collectionProofList: '申请收录列表',
  },
  download: {
    preparing: '正在创建下载文件，请耐心等待',
    free: '免',
    usesOneQuota: '扣1篇额度',
    confirmDownload: '确定下载',
    cancel: '取消',
    overLimitMemberTitle: '下载超限提醒，您当月会员下载额度不足',
    overLimitTitle: '超限提醒',
  },
  migration: {
    decline: '暂不迁移',
    confirm: '确认迁移',
    success: '数据迁移成功',
  },
  coupon: {
    newUserCoupon: '已获得20元无门槛充值优惠券',
  },
  safetyCheck: {
    title: '安全验证',
    authFailed: '认证失败',
  },
  feedback: {
    incomplete: '请查看问题描述、图片、联系方式是否添加完整',
    invalidContact: '请输入正确的联系方式',
    imageTooLarge: '同学 你的图片太大了',
    success: '反馈成功',
  },
  batchCite: {
    unsupportedTypes: '目前仅支持期刊，学位，会议，专利，标准的批量引用',
    nothingSelected: '请选择文献',
  },
  copy: {
    success: '复制成功',
    failure: '复制失败，请检查浏览器权限',
  },
  format: {
    unknownDate: '未知',
    justNow: '刚刚',
    /** Name placeholders that count as an empty name (doc 000 §5). */
    unknownName: '不详',
    noName: '无',
  },
  journalTags: {
    /** Tag catalogue family names given in Chinese by doc 001 §3. */
    pkuCore: '北大核心',
    excellence: '卓越期刊',
    casZone: '中科院分区',
    whuRccse: '武大RCCSE',
  },
} as const;

export type Messages = typeof messages;
