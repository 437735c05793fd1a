import styled from 'styled-components';
import { shellLabels } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';
import { CertificateBadge } from '../CertificateBadge';
import type { NavLink } from '../Header/types';

const labels = shellLabels.footer;

/** A titled column of footer links (about the company, help, cooperation, customer service). */
export type FooterLinkGroup = { title: string; links: NavLink[] };

/** A quick link: a page (another site's address opens in a new tab), or an action such as the feedback dialog. */
export type FooterQuickLink = NavLink | { label: string; onSelect: () => void };

/** A topic's phone number (submission, retraction, plagiarism check...). */
export type FooterPhone = { topic: string; number: string };

export type FooterProps = {
  linkGroups: readonly FooterLinkGroup[];
  /** Phone numbers per topic; the spec gives the topics, the site's configuration the numbers. */
  phones: readonly FooterPhone[];
  /** Quick links: thesis detection, knowledge discovery, exam platform, updates, FAQ, feedback, copyright, terms, privacy. */
  quickLinks: readonly FooterQuickLink[];
  /** Company registration and publishing licence numbers and report contacts, one line each. */
  licenceLines: readonly string[];
  /** The certificate badge shows only on the home page (doc 000 §2.5). */
  isHome: boolean;
  /** Server time (epoch ms) for the badge's day counts, when known. */
  serverTime?: number | null;
  /** Client time (epoch ms), the badge's fallback. */
  clientTime: number;
};

const Outer = styled.footer`
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  a:hover {
    color: ${({ theme }) => theme.color.surface};
    text-decoration: underline;
  }
`;

const Inner = styled.div`
  min-width: ${({ theme }) => theme.layout.contentMinWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.lg}`};
`;

const Columns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxl};
`;

/**
 * A column of links: a group, not a landmark, and its title is the group's name, not a heading (pages have
 * regions and headings with the same names, e.g. 帮助中心, 合作服务, 关于我们: no heading is printed twice).
 */
const Column = styled.div.attrs({ role: 'group' })`
  min-width: 14rem;
  > p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Phones = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.borderStrong};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.surface};
  }
`;

const QuickLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.textSecondary};
`;

/** An action among the quick links looks like its neighbours, which are links. */
const QuickAction = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.surface};
    text-decoration: underline;
  }
`;

const Legal = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.borderStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  p {
    margin: 0;
  }
`;

/** The site footer (doc 000 §2.5): link groups, topic phones, quick links, licence lines, home-only certificate badge. */
export function Footer({ linkGroups, phones, quickLinks, licenceLines, isHome, serverTime, clientTime }: FooterProps) {
  return (
    <Outer aria-label={labels.label}>
      <Inner>
        <Columns>
          {linkGroups.map((group) => (
            <Column key={group.title} aria-label={group.title}>
              <p>{group.title}</p>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </Column>
          ))}
          <Column aria-label={labels.phonesTitle}>
            <p>{labels.phonesTitle}</p>
            <Phones>
              {phones.map((phone) => (
                <div key={phone.topic} style={{ display: 'contents' }}>
                  <dt>{phone.topic}</dt>
                  <dd>{phone.number}</dd>
                </div>
              ))}
            </Phones>
          </Column>
        </Columns>
        <nav aria-label={labels.quickLinksTitle}>
          <QuickLinks>
            {quickLinks.map((link) => (
              <li key={link.label}>
                {'onSelect' in link ? (
                  <QuickAction type="button" onClick={link.onSelect}>
                    {link.label}
                  </QuickAction>
                ) : /^https?:/.test(link.href) ? (
                  <SiteLink href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </SiteLink>
                ) : (
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                )}
              </li>
            ))}
          </QuickLinks>
        </nav>
        <Legal>
          <div aria-label={labels.licencesLabel} role="group">
            {licenceLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          {isHome && <CertificateBadge serverTime={serverTime} clientTime={clientTime} />}
        </Legal>
      </Inner>
    </Outer>
  );
}
