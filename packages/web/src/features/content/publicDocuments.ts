import { href } from 'react-router';
import { contentLabels } from '@wenxian/domain';
import type { DocumentSource } from './contentApi';

/**
 * Which public document each address shows (docs/decisions/content.md): the about-us pages, /ks (知识服务) and
 * /crc (版权合作) come from getAboutUsList, /aboutus/contact from getContactUsList, the agreement and the privacy
 * policy from getClauseList; the entry's id names the page.
 */
const publicDocuments: Readonly<Record<string, { source: DocumentSource; id: string }>> = {
  '/aboutus/as': { source: 'aboutUs', id: 'as' },
  '/aboutus/cc': { source: 'aboutUs', id: 'cc' },
  '/aboutus/cso': { source: 'aboutUs', id: 'cso' },
  '/aboutus/fl': { source: 'aboutUs', id: 'fl' },
  '/aboutus/contact': { source: 'contactUs', id: 'contact' },
  '/aboutus/agreement': { source: 'clause', id: 'agreement' },
  '/aboutus/ps': { source: 'clause', id: 'ps' },
  '/ks': { source: 'aboutUs', id: 'ks' },
  '/crc': { source: 'aboutUs', id: 'crc' },
};

const nav = contentLabels.about.nav;
/** The about-us side navigation, in the footer's order. */
export const aboutLinks = [
  { label: nav.as, href: href('/aboutus/as') },
  { label: nav.contact, href: href('/aboutus/contact') },
  { label: nav.agreement, href: href('/aboutus/agreement') },
  { label: nav.ps, href: href('/aboutus/ps') },
  { label: nav.cc, href: href('/aboutus/cc') },
  { label: nav.cso, href: href('/aboutus/cso') },
  { label: nav.fl, href: href('/aboutus/fl') },
] as const;

export function documentOf(pathname: string) {
  return publicDocuments[pathname.replace(/\/+$/, '')];
}
