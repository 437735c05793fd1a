/**
 * The operator's own contacts, which the spec leaves as placeholders ({phone}, {email}; doc 000 §9 "Footer numbers per
 * topic: not shown"): in one place for the site, its stories and the simulated server's pages alike
 * (docs/decisions/web.md). A number shown anywhere on the site is one of these.
 */
export const siteContacts = {
  phone: '400-800-1234',
  email: 'service@wenxian.example.cn',
  /**
   * The numbers per topic of doc 000 §2.5 (submission, retraction, plagiarism check): the footer lists them, and the
   * about-us pages (客户服务) quote them.
   */
  topicPhones: [
    { topic: '投稿咨询', number: '010-6000-1001' },
    { topic: '撤稿咨询', number: '010-6000-1002' },
    { topic: '论文检测', number: '010-6000-1003' },
  ],
  /** Institutional access and copyright cooperation (合作服务), on 联系我们 and the cooperation help. */
  cooperationPhone: '010-6000-1004',
  /** The report contacts of doc 000 §2.5, in the footer's licence lines and on 联系我们. */
  reportPhone: '010-6000-1000',
  reportEmail: 'jubao@wenxian.example.cn',
  /** The exam platform of the footer's quick links: a site of its own (doc 000 §2.5 "an exam platform"). */
  examPlatform: 'https://exam.wenxian.example.cn/',
} as const;
