/**
 * The English edition /organization/en (docs/decisions/entities.md "English organisation list"): its heading,
 * table and pager in English over the organisations' English names.
 */
export const organizationListInEnglish = {
  ranking: 'Organizations by publications',
  results: 'Search results',
  rank: 'Rank',
  name: 'Organization',
  publications: 'Publications',
  timesCited: (n: string) => `Times cited ${n}`,
  virtual: 'Virtual organization',
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page ',
    pageSuffix: '',
    jumpTo: 'Go to page',
    go: 'Go',
    ellipsis: '…',
    pageOutOfRange: (last: number) => `Enter a page from 1 to ${last}`,
  },
} as const;
