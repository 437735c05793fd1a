import type { ReactNode } from 'react';
import styled from 'styled-components';
import { shellLabels, showsBackToTop } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';
import { HoverPanel } from '../Header/components/HoverPanel';
import { ConsultIcon, FeedbackIcon, GuideIcon, PhoneIcon, TopIcon } from './icons';
import { STRIP_EDGE_REM, STRIP_WIDTH_REM, sideToolbarRoom } from './sideToolbarRoom';

const labels = shellLabels.sideToolbar;

export type SideToolbarProps = {
  /** Service hotline, shown in the contact hover card (doc 000 §2.4 {phone}). */
  phone: string;
  /** Service e-mail, shown in the contact hover card ({email}). */
  email: string;
  /** Online consult: where the chat opens (a partner service). */
  consultHref: string;
  /** Operation guide (help centre). */
  guideHref: string;
  /** Opens the feedback dialog. */
  onFeedback?: () => void;
  /** The page's vertical scroll offset in px (feed it from `useScrollY`); back-to-top shows past 1000 px. */
  scrollY: number;
  /** Scrolls the page to the top. */
  onBackToTop?: () => void;
  /** Open the contact card from the start (stories). */
  isContactOpen?: boolean;
};

/** Below the full toolbar's width: the icon strip. */
const strip = `@media (max-width: ${sideToolbarRoom.fullFromPx - 0.02}px)`;
/** Below the strip's width: the strip in the gutter the layout gives it (sideToolbarRoom.inPageBelowPx). */
const inPage = `@media (max-width: ${sideToolbarRoom.inPageBelowPx - 0.02}px)`;

const Bar = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: 12rem;
  z-index: ${({ theme }) => theme.z.sideBar};
  width: ${({ theme }) => theme.layout.sideBarWidth};
  ${strip} {
    right: ${STRIP_EDGE_REM}rem;
    width: ${STRIP_WIDTH_REM}rem;
  }
  /* Its gutter is the containing block: the strip follows the page sideways and stays in sight as it scrolls down. */
  ${inPage} {
    position: sticky;
    right: auto;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  /* A hover card's trigger sits in its anchor (HoverPanel). */
  > li > a,
  > li > button,
  > li > div > button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xxs};
    width: 100%;
    height: 7.2rem;
    padding: 0;
    border: none;
    background: none;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.xs};
    cursor: pointer;
  }
  > li > a:hover,
  > li > button:hover,
  > li > div > button:hover {
    color: ${({ theme }) => theme.color.brand};
  }
  ${strip} {
    > li > a,
    > li > button,
    > li > div > button {
      position: relative;
      height: ${STRIP_WIDTH_REM}rem;
    }
  }
`;

/**
 * An entry's caption. In the strip it is hidden from sight but still names the entry, and shows as a tip on the
 * entry's left while the entry is hovered or has the keyboard focus (not while the contact card is open over it).
 */
const Caption = styled.span`
  ${strip} {
    position: absolute;
    top: 50%;
    right: calc(100% + ${({ theme }) => theme.space.sm});
    transform: translateY(-50%);
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.text};
    color: ${({ theme }) => theme.color.surface};
    white-space: nowrap;
    pointer-events: none;
    clip-path: inset(50%);
    :hover > &,
    :focus-visible > & {
      clip-path: none;
    }
    [aria-expanded='true'] > & {
      clip-path: inset(50%);
    }
  }
`;

const ContactCard = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  min-width: 24rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.md};
  dt,
  dd {
    white-space: nowrap;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

function Entry({ icon, label }: { icon: ReactNode; label: ReactNode }) {
  return (
    <>
      {icon}
      <Caption>{label}</Caption>
    </>
  );
}

/**
 * The fixed tool column on the right of every default-layout page (doc 000 §2.4). Where the window's margin beside the
 * content is too narrow for it, it is a strip of icons; narrower still, it stands in a gutter the layout leaves for it
 * (`sideToolbarRoom`), so it never covers the content.
 */
export function SideToolbar({
  phone,
  email,
  consultHref,
  guideHref,
  onFeedback,
  scrollY,
  onBackToTop,
  isContactOpen,
}: SideToolbarProps) {
  return (
    <Bar aria-label={labels.label}>
      <Items>
        <li>
          <SiteLink href={consultHref} target="_blank" rel="noopener noreferrer">
            <Entry icon={<ConsultIcon />} label={labels.onlineConsult} />
          </SiteLink>
        </li>
        <li>
          <HoverPanel
            trigger={<Entry icon={<PhoneIcon />} label={labels.contact} />}
            label={labels.contact}
            placement="left"
            defaultOpen={isContactOpen}
          >
            <ContactCard>
              <dt>{labels.hotline}</dt>
              <dd>{phone}</dd>
              <dt>{labels.email}</dt>
              <dd>{email}</dd>
            </ContactCard>
          </HoverPanel>
        </li>
        <li>
          <SiteLink href={guideHref}>
            <Entry icon={<GuideIcon />} label={labels.guide} />
          </SiteLink>
        </li>
        <li>
          <button type="button" onClick={onFeedback}>
            <Entry icon={<FeedbackIcon />} label={labels.feedback} />
          </button>
        </li>
        {/* More than 1000 px (doc 000 §2.4/§9), the domain's rule. */}
        {showsBackToTop(scrollY) && (
          <li>
            <button type="button" onClick={onBackToTop}>
              <Entry icon={<TopIcon />} label={labels.backToTop} />
            </button>
          </li>
        )}
      </Items>
    </Bar>
  );
}
