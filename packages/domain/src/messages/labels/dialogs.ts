/**
 * Chinese wording of the dialogs and of the slider safety check that the specification describes by
 * meaning only (doc 000 §4.2–4.3, §4.6, §4.8, §8). Spec strings stay in `messages`; these are the
 * project's own wording, chosen as users of such a site would expect (docs/decisions/dialogs.md).
 * Functions take the numbers the text shows, so no caller builds a sentence by concatenation.
 */
export const dialogLabels = {
  common: {
    close: '关闭',
    confirm: '确定',
    cancel: '取消',
    gotIt: '我知道了',
  },
  overLimit: {
    /** Read wording of the member title (doc 000 §8: "reading wording for reading"). */
    memberReadTitle: '阅读超限提醒，您当月会员阅读额度不足',
    /** OA read variant of 超限提醒. */
    oaReadTitle: '阅读超限提醒',
    /** customType 2: the user is asked to confirm using quota (doc 000 §3). */
    confirmDownloadTitle: '下载提醒',
    confirmReadTitle: '阅读提醒',
    /** Button code 10 when reading (the download wording is messages.download.confirmDownload). */
    confirmRead: '确定阅读',
    /** Button code 2. */
    payPerItem: '单篇购买',
    /** Button code 1. */
    addTeamMembership: '加购团队会员',
    personalQuota: '个人会员额度',
    teamQuota: '团队会员额度',
    /** Quota of either kind, when the server decides which one is used. */
    memberQuota: '会员额度',
    usageHeading: '当月额度使用情况',
    /** Takes the used/total text of formatQuota (doc 000 §9). */
    usage: (quota: string) => `已用 ${quota}`,
    tips: {
      oaDailyUsedUp: (verb: ActionVerb, dailyLimit: number) =>
        `您今日的OA文献免费${verb}次数（${dailyLimit}篇）已用完，请明天再试。`,
      listHasOaOverDaily: (verb: ActionVerb, dailyLimit: number) =>
        `${verb}列表中包含OA文献，已超出每日OA文献免费${verb}上限（${dailyLimit}篇）。`,
      personalUsedUp: (verb: ActionVerb) => `您当月的个人会员${verb}额度已用完，可付费继续${verb}。`,
      teamUsedUp: (verb: ActionVerb) => `您所在团队的会员${verb}额度已用完，可按篇付费${verb}。`,
      addTeamMembership: '加购团队会员，即可使用团队额度继续下载与阅读。',
      confirmUse: (verb: ActionVerb, count: number, quota: string) =>
        `本次${verb}将使用 ${count} 篇${quota}，是否继续？`,
    },
  },
  catalogue: {
    title: '下载文献目录',
    summary: (total: number, needUseCount: number) => `共 ${total} 篇文献，本次将扣除 ${needUseCount} 篇额度`,
    listLabel: '待下载文献',
  },
  safetyCheck: {
    instruction: '请拖动下方滑块，使图片转正',
    sliderLabel: '旋转图片的滑块',
    imageAlt: '需要转正的图片',
    imageLoading: '图片加载中',
    checking: '正在验证',
    success: '验证成功',
    wrong: '验证失败，请重试',
    requestFailed: '验证请求失败，已更换图片',
    keyboardHint: '可使用左右方向键旋转，回车键提交',
    angle: (deg: number) => `${deg}度`,
  },
  citation: {
    title: '引用',
    batchTitle: '批量引用',
    loading: '正在加载引用格式',
    loadError: '引用格式加载失败，请稍后重试',
    retry: '重新加载',
    copy: '复制',
    exportHeading: '导出至',
    formatHeading: '引用格式',
  },
  feedback: {
    title: '意见反馈',
    contentLabel: '问题描述',
    contentPlaceholder: '请详细描述您遇到的问题或建议',
    imagesLabel: '问题截图',
    imagesHint: (max: number) => `最多上传${max}张图片，单张不超过2MB`,
    addImage: '添加图片',
    removeImage: (name: string) => `删除图片 ${name}`,
    contactLabel: '联系方式',
    contactPlaceholder: '手机号、邮箱或QQ号',
    submit: '提交',
    uploading: '图片上传中',
    submitting: '提交中',
    tooManyImages: (max: number) => `最多只能上传${max}张图片`,
    wrongType: '仅支持 jpg、png、gif、webp、psd、tif、bmp、jpeg 格式的图片',
  },
  migration: {
    title: '旧站数据迁移',
    intro:
      '检测到您在旧站有以下资产，确认后可迁移至新站。迁移后旧站阅读币余额将清零，其他数据保留；不迁移则新站无法查看旧站资产。',
    balance: '阅读币余额',
    journalCount: '收藏期刊',
    literatureCount: '收藏文献',
    missing: '--',
  },
  newUserCoupon: {
    title: '新用户福利',
    viewCoupons: '查看优惠券',
  },
  newUserActivity: {
    title: '新用户专享活动',
    body: '欢迎加入！活动期间新用户可领取专属福利，快去看看吧。',
    join: '立即参与',
    later: '下次再说',
  },
  deduction: {
    title: '余额支付确认',
    body: (price: string, balance: string) =>
      `本次将从账户余额中扣除 ${price} 元（当前余额 ${balance} 元），是否确认支付？`,
    commodity: '商品',
    confirm: '确认支付',
    /** The balance is below the price: balance payment is not offered (docs/decisions/dialogs.md). */
    short: '余额不足，请使用其他方式支付或充值',
    shortBody: (price: string, balance: string) => `本次需支付 ${price} 元，当前余额 ${balance} 元。`,
    otherPay: '其他方式支付',
  },
  loginRequired: {
    title: '请先登录',
    body: '下载、购买等操作需要登录后才能进行。',
    login: '登录',
    register: '注册',
  },
} as const;

/** The verb the over-limit wording uses: download, or read when the dialog is about reading (isRead). */
export type ActionVerb = '下载' | '阅读';

export type DialogLabels = typeof dialogLabels;
