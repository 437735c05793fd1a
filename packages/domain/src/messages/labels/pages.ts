/**
 * Chinese wording of the site's pages (packages/web) that the specification does not spell out.
 * Spec strings stay in `messages`; these are the project's own (docs/decisions/web.md).
 */
export const pageLabels = {
  /** The site's default head (doc 000 §3 "default SEO title, description and keywords"; values not shown). */
  seo: {
    title: '文献 - 学术文献检索与知识服务平台',
    description: '检索与阅读期刊、学位、会议、专利、标准等学术文献，查询期刊、作者、机构与主题分析。',
    keywords: '文献检索,学术期刊,学位论文,会议论文,专利,标准,论文下载,引文分析',
    titleSuffix: ' - 文献',
  },
  home: {
    documentTitle: '文献 - 学术文献检索与知识服务平台',
    heading: '发现学术文献',
    tagline: '期刊 · 学位 · 会议 · 专利 · 标准 · 成果 · 法规 · 报纸 · 政策，一站检索与阅读',
    typesHeading: '文献类型',
    typeEntry: (name: string) => `检索${name}`,
  },
  search: {
    /** The results page's title names the type searched or browsed (专利检索), 文献检索 over every type. */
    documentTitle: (text: string, typeName: string | undefined) =>
      `${text ? `${text} - ` : ''}${typeName ?? '文献'}检索`,
  },
  login: {
    documentTitle: '登录 - 文献',
    heading: '登录',
    passwordTab: '密码登录',
    codeTab: '验证码登录',
    account: '手机号/账号',
    password: '密码',
    mobileNo: '手机号',
    code: '验证码',
    sendCode: '获取验证码',
    codeSent: '验证码已发送',
    resendIn: (seconds: number) => `${seconds}秒后重新获取`,
    submit: '登录',
    submitting: '登录中…',
    /** The way back in for a member who has forgotten the password (the /account/forgotPassword pages). */
    forgotPassword: '忘记密码',
    registerPrompt: '还没有账号？',
    register: '立即注册',
    accountRequired: '请输入手机号或账号',
    passwordRequired: '请输入密码',
    mobileInvalid: '请输入11位手机号',
    codeRequired: '请输入验证码',
  },
} as const;

export type PageLabels = typeof pageLabels;
