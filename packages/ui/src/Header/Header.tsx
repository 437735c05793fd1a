import type { ReactElement, ReactNode } from 'react';
import { shellLabels, showsHeaderSearch } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';
import { HoverPanel } from './components/HoverPanel';
import { KnowledgeMapPanel } from './components/KnowledgeMapPanel';
import { PersonalMenu } from './components/PersonalMenu';
import { ProductServicesPanel } from './components/ProductServicesPanel';
import { AuthLinks, Avatar, Bar, CompactSearch, Inner, Logo, NavList, NewBadge, Spacer } from './Header.styles';
import {
  defaultHeaderHrefs,
  type HeaderHrefs,
  type HeaderUser,
  type KnowledgeTile,
  type ProductCategory,
} from './types';

const labels = shellLabels.header;

export type HeaderProps = {
  /** The logged-in user; absent for an anonymous visitor (Login and Register are shown). */
  user?: HeaderUser | null;
  /** Categories of the Product services hover panel. */
  productCategories: ProductCategory[];
  /** Tiles of the Knowledge map hover panel. */
  knowledgeTiles: KnowledgeTile[];
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
  /**
   * Wraps the content of the 产品服务 and 知识图谱 panels (closed, their links are still in the page): the site
   * keeps it as server HTML until used. Given the same content element while the categories and tiles are the
   * same arrays.
   */
  wrapPanel?: (content: ReactElement) => ReactNode;
};

const asIs = (content: ReactElement): ReactNode => content;

/** The site header (doc 000 §2.3): logo, main navigation with two hover panels, right entries, account area. */
export function Header({
  user,
  productCategories,
  knowledgeTiles,
  isHome,
  scrollY,
  loginHref,
  registerHref,
  onSearchFocus,
  onLogout,
  hrefs: hrefOverrides,
  newBadgeOn = ['titleMaterials'],
  defaultOpenPanel,
  wrapPanel = asIs,
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
                {wrapPanel(<ProductServicesPanel categories={productCategories} />)}
              </HoverPanel>
            </li>
            <li>
              <HoverPanel
                trigger={labels.knowledgeMap}
                label={labels.knowledgeMap}
                defaultOpen={defaultOpenPanel === 'knowledgeMap'}
              >
                {wrapPanel(<KnowledgeMapPanel tiles={knowledgeTiles} />)}
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
