import { href } from 'react-router';
import { footerLinkGroups, footerQuickLinks, shellLabels } from '@wenxian/domain';
import type { FooterLinkGroup, FooterQuickLink, ProductCategory } from '@wenxian/ui';

/*
 * The site map's own entries (docs/decisions/shell.md "Site map"): where a visitor finds each page of the route
 * table that the operators' config lists do not name (the home page's search entries: searchEntries.ts). Every
 * address is React Router's `href` of a route-table pattern, so a link to a page the table does not have does not
 * compile.
 */

const M = shellLabels.siteMap;

/** The 产品服务 panel's AI services (doc 001 §2 AI assistant, /chat, /prequalification). */
export const aiServicesCategory: ProductCategory = {
  id: 'site-ai',
  name: M.aiServices,
  sections: [
    {
      title: M.aiServices,
      services: [
        {
          label: M.aiSearch,
          href: href('/WeResearch'),
          items: [{ label: M.aiHandbook, href: href('/WeResearch/handbook') }],
        },
        { label: M.aiChat, href: href('/chat') },
        {
          label: M.prequalification,
          href: href('/prequalification'),
          items: [{ label: M.prequalificationRecords, href: href('/prequalification/recordList') }],
        },
      ],
    },
  ],
};

const activityHrefs = {
  doublepromotion: href('/activity/doublepromotion'),
  aipromotional: href('/activity/aipromotional'),
  SchoolSeason: href('/activity/SchoolSeason'),
  memberactivity: href('/activity/memberactivity'),
  power: href('/activity/power'),
  readingmonth: href('/activity/readingmonth'),
  yearEndActivity: href('/activity/yearEndActivity'),
} as const;

/** The 产品服务 panel's activities: every activity page of the route table, whatever its phase (the page tells). */
export const activitiesCategory: ProductCategory = {
  id: 'site-activities',
  name: M.activities,
  sections: [
    {
      title: M.activities,
      services: (Object.keys(activityHrefs) as (keyof typeof activityHrefs)[]).map((key) => ({
        label: M.activityNames[key],
        href: activityHrefs[key],
      })),
    },
  ],
};

/**
 * The footer's link groups (doc 000 §2.5): each `path` of the domain's table is a pattern of the route table
 * without parameters, or `href` does not compile.
 */
export const siteFooterLinkGroups: readonly FooterLinkGroup[] = footerLinkGroups.map((group) => ({
  title: group.title,
  links: group.links.map((link) => ({
    label: link.label,
    href: href(link.path) + ('search' in link ? link.search : ''),
  })),
}));

/** The footer's quick links; 用户反馈 opens the feedback dialog (`onFeedback`), 考试平台 its own site. */
export function siteFooterQuickLinks(onFeedback: () => void): FooterQuickLink[] {
  return footerQuickLinks.map((link) =>
    'action' in link
      ? { label: link.label, onSelect: onFeedback }
      : 'external' in link
        ? { label: link.label, href: link.external }
        : { label: link.label, href: href(link.path) },
  );
}

/** The side toolbar's pages (doc 000 §2.4): 在线咨询 opens the site's chat, 操作指南 the help centre's guide. */
export const toolbarHrefs = { consult: href('/chat'), guide: href('/helpcenter/nav/application') } as const;
