import styled from 'styled-components';
import { certificateDays, shellLabels } from '@wenxian/domain';

const labels = shellLabels.certificate;

export type CertificateBadgeProps = {
  /** Server time in epoch ms, when known (aligned at start-up). */
  serverTime?: number | null;
  /** Client time in epoch ms, the fallback when the server time is absent (injected, never read here). */
  clientTime: number;
};

const Badge = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 6px;
  border: 1px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.success};
  /* Certificate badge text is 9px (doc 000 §9), not scaled with the root font. */
  font-size: ${({ theme }) => theme.font.badgePx}px;
  line-height: 1.3;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.badgePx}px;
  }
`;

/** A shield with a tick: the certificate's mark. */
function Shield() {
  return (
    <svg width="20" height="22" viewBox="0 0 20 22" aria-hidden="true">
      <path d="M10 1l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V4z" fill="currentColor" />
      <path d="M6 11l3 3 5-6" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The security certificate badge of the home footer (doc 000 §2.5): days served and days remaining,
 * counted by the domain from server time, or client time when that is absent.
 */
export function CertificateBadge({ serverTime, clientTime }: CertificateBadgeProps) {
  const { served, remaining } = certificateDays(serverTime, clientTime);
  return (
    <Badge role="note" aria-label={labels.title}>
      <Shield />
      <span>
        <strong>{labels.title}</strong>
        <span>{labels.daysServed(served)}</span>
        <br />
        <span>{labels.daysRemaining(remaining)}</span>
      </span>
    </Badge>
  );
}
