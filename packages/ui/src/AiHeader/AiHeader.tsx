import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { bannerTimings, shellLabels } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';
import { Button } from '../Button';

const labels = shellLabels.aiHeader;
const ONE_SECOND_MS = 1000;

export type AiHeaderPromo = {
  /** The campaign's text. */
  text: string;
  /** Where the campaign leads. */
  href: string;
};

export type AiHeaderProps = {
  /** The logged-in user's display name; absent for a visitor (login and register are shown). */
  userName?: string;
  /** Starts a new conversation (needs login; the site decides what to do for visitors). */
  onNewConversation?: () => void;
  historyHref?: string;
  updatesHref?: string;
  loginHref: string;
  registerHref: string;
  /** The promotional banner; it counts down from 10 s and then closes itself. */
  promo?: AiHeaderPromo;
  /** Told when the promo closes (countdown over or close button). */
  onPromoClose?: () => void;
  /** Where the brand leads: the site's home, the way out of the assistant. */
  homeHref?: string;
};

const Wrapper = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.color.surface};
`;

const Promo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  height: 4rem;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.md};
  a {
    text-decoration: underline;
  }
  button {
    border: none;
    background: none;
    color: inherit;
    font-size: ${({ theme }) => theme.font.size.lg};
    cursor: pointer;
  }
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  > nav {
    margin-left: auto;
  }
`;

const Nav = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Brand = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  a {
    color: inherit;
    text-decoration: none;
  }
`;

/** Seconds left of the 10 s countdown, ticking once a second while `isRunning`; calls `onDone` at 0. */
function useCountdown(isRunning: boolean, onDone: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(bannerTimings.countdownMs / ONE_SECOND_MS);
  const leftRef = useRef(secondsLeft);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = setInterval(() => {
      leftRef.current -= 1;
      setSecondsLeft(leftRef.current);
      // Done in the same tick as the last second: the banner closes in that one render, not in a second one.
      if (leftRef.current <= 0) {
        clearInterval(timer);
        onDoneRef.current();
      }
    }, ONE_SECOND_MS);
    return () => clearInterval(timer);
  }, [isRunning]);
  return secondsLeft;
}

/** The AI assistant's header (doc 000 §2.3): its own actions, account entries and a 10 s promo banner. */
export function AiHeader({
  userName,
  onNewConversation,
  historyHref = '/WeResearch/history',
  updatesHref = '/WeResearch/update',
  loginHref,
  registerHref,
  promo,
  onPromoClose,
  homeHref = '/',
}: AiHeaderProps) {
  const [isPromoOpen, setIsPromoOpen] = useState(Boolean(promo));
  const closePromo = () => {
    setIsPromoOpen(false);
    onPromoClose?.();
  };
  const secondsLeft = useCountdown(isPromoOpen, closePromo);

  return (
    <Wrapper>
      {promo && isPromoOpen && (
        <Promo role="region" aria-label={promo.text}>
          <SiteLink href={promo.href}>{promo.text}</SiteLink>
          <span role="timer" aria-live="off">
            {labels.countdown(secondsLeft)}
          </span>
          <button type="button" aria-label={labels.closePromo} onClick={closePromo}>
            ×
          </button>
        </Promo>
      )}
      <Bar>
        <Brand>
          {/* The brand is the way home, named so (its visible text first, WCAG 2.5.3). */}
          <SiteLink href={homeHref} aria-label={`WeResearch ${shellLabels.site.homeLink}`}>
            WeResearch
          </SiteLink>
        </Brand>
        <Button variant="primary" isSmall onClick={onNewConversation}>
          {labels.newConversation}
        </Button>
        <nav aria-label={labels.navLabel}>
          <Nav>
            <li>
              <SiteLink href={historyHref}>{labels.history}</SiteLink>
            </li>
            <li>
              <SiteLink href={updatesHref}>{labels.productUpdates}</SiteLink>
            </li>
            {userName ? (
              <li>{userName}</li>
            ) : (
              <>
                <li>
                  <SiteLink href={loginHref}>{shellLabels.header.login}</SiteLink>
                </li>
                <li>
                  <SiteLink href={registerHref}>{shellLabels.header.register}</SiteLink>
                </li>
              </>
            )}
          </Nav>
        </nav>
      </Bar>
    </Wrapper>
  );
}
