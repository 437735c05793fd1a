import type { ReactNode } from 'react';
import { shellLabels, showsHeaderSearch } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';
import { HoverPanel } from './components/HoverPanel';
import { PersonalMenu } from './components/PersonalMenu';
import { AuthLinks, Avatar, Bar, CompactSearch, Inner, Logo, NavList, NewBadge, Spacer } from './Header.styles';
import { defaultHeaderHrefs, type HeaderHrefs, type HeaderUser } from './types';

const labels = shellLabels.header;

export type HeaderProps = {
  /** The logged-in user; absent for an anonymous visitor (Login and Register are shown). */
  user?: HeaderUser | null;
  /**
   * The content of the 产品服务 hover panel (`ProductServicesPanel`) and of the 知识图谱 one (`KnowledgeMapPanel`):
   * closed, their links are still in the page. The site's are kept as server HTML, their code downloaded, when
   * first used.
   */
  productServicesPanel: ReactNode;
  knowledgeMapPanel: ReactNode;
  /** Whether the page is the home page (no compact search there: domain's `showsHeaderSearch`). */
  isHome: boolean;
  /** The page's vertical scroll offset in px (feed it from `useScrollY`). */
  scrollY: number;
  /** Login address (with the return address and appCode, built by the site). */
  loginHref: string;
  /** The login provider's register page (with return address and optional identity query). */
  registerHref: string;
  /** Focusing the compact search asks to open the global search dialog. */
  onSearchFocus?: () => void;
  /** The personal dropdown's logout entry. */
  onLogout?: () => void;
  /** Overrides of the fixed entries' addresses. */
  hrefs?: Partial<HeaderHrefs>;
  /** Which right-hand entries carry the new badge (Title materials by default, doc 000 §2.3). */
  newBadgeOn?: ReadonlyArray<'topUp' | 'member' | 'titleMaterials'>;
  /** Open a hover panel from the start (stories). */
  defaultOpenPanel?: 'productServices' | 'knowledgeMap' | 'personal';
};

/** The site header (doc 000 §2.3): logo, main navigation with two hover panels, right entries, account area. */
export function Header({
  user,
  productServicesPanel,
  knowledgeMapPanel,
  isHome,
  scrollY,
  loginHref,
  registerHref,
  onSearchFocus,
  onLogout,
  hrefs: hrefOverrides,
  newBadgeOn = ['titleMaterials'],
  defaultOpenPanel,
}: HeaderProps) {
  const hrefs = { ...defaultHeaderHrefs, ...hrefOverrides };
  const badge = (entry: 'topUp' | 'member' | 'titleMaterials') =>
    newBadgeOn.includes(entry) ? <NewBadge>{labels.newBadge}</NewBadge> : null;

  return (
    <Bar>
      <Inner>
        <Logo>
          <SiteLink href={hrefs.home} aria-label={`${shellLabels.site.name} ${labels.home}`}>
            {shellLabels.site.name}
          </SiteLink>
        </Logo>
        <nav aria-label={labels.navLabel}>
          <NavList>
            <li>
              <SiteLink href={hrefs.home}>{labels.home}</SiteLink>
            </li>
            <li>
              <HoverPanel
                trigger={labels.productServices}
                label={labels.productServices}
                defaultOpen={defaultOpenPanel === 'productServices'}
              >
                {productServicesPanel}
              </HoverPanel>
            </li>
            <li>
              <HoverPanel
                trigger={labels.knowledgeMap}
                label={labels.knowledgeMap}
                defaultOpen={defaultOpenPanel === 'knowledgeMap'}
              >
                {knowledgeMapPanel}
              </HoverPanel>
            </li>
            <li>
              <SiteLink href={hrefs.journalDirectory}>{labels.journalDirectory}</SiteLink>
            </li>
          </NavList>
        </nav>
        <Spacer />
        {showsHeaderSearch(isHome, scrollY) && (
          <CompactSearch
            type="search"
            aria-label={labels.compactSearchLabel}
            placeholder={labels.compactSearchPlaceholder}
            readOnly
            onFocus={onSearchFocus}
          />
        )}
        <NavList>
          <li>
            <SiteLink href={hrefs.topUp}>
              {labels.topUp}
              {badge('topUp')}
            </SiteLink>
          </li>
          <li>
            <SiteLink href={hrefs.member}>
              {labels.member}
              {badge('member')}
            </SiteLink>
          </li>
          <li>
            <SiteLink href={hrefs.titleMaterials}>
              {labels.titleMaterials}
              {badge('titleMaterials')}
            </SiteLink>
          </li>
        </NavList>
        {user ? (
          <HoverPanel
            trigger={<Avatar>{user.avatarSrc ? <img src={user.avatarSrc} alt="" /> : user.name.slice(0, 1)}</Avatar>}
            triggerLabel={`${labels.personalMenu}：${user.name}`}
            label={labels.personalMenu}
            placement="bottom-end"
            defaultOpen={defaultOpenPanel === 'personal'}
          >
            <PersonalMenu user={user} hrefs={hrefs} onLogout={onLogout} />
          </HoverPanel>
        ) : (
          <AuthLinks>
            <SiteLink href={loginHref}>{labels.login}</SiteLink>
            <SiteLink href={registerHref}>{labels.register}</SiteLink>
          </AuthLinks>
        )}
      </Inner>
    </Bar>
  );
}
