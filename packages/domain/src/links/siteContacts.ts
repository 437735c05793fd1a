/**
 * The operator's own contacts, which the spec leaves as placeholders ({phone}, {email}): in one place for the
 * site and its stories alike (docs/decisions/web.md).
 */
export const siteContacts = {
  phone: '400-800-1234',
  email: 'service@wenxian.example.cn',
  /** The exam platform of the footer's quick links: a site of its own (doc 000 §2.5 "an exam platform"). */
  examPlatform: 'https://exam.wenxian.example.cn/',
} as const;
