import styled from 'styled-components';
import { formatYuan, shellLabels } from '@wenxian/domain';
import { SiteLink } from '../../LinkContext';
import type { HeaderHrefs, HeaderUser } from '../types';

const labels = shellLabels.header;

const Card = styled.div`
  width: 26rem;
  padding: ${({ theme }) => theme.space.lg};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Level = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Wallet = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  li > a,
  li > button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border: none;
    background: none;
    font-size: ${({ theme }) => theme.font.size.md};
    text-align: left;
    cursor: pointer;
  }
  li > a:hover,
  li > button:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export type PersonalMenuProps = { user: HeaderUser; hrefs: HeaderHrefs; onLogout?: () => void };

/**
 * The logged-in dropdown: identity, wallet with recharge, and the personal entries (doc 000 §2.3), the roles' areas
 * first: journal service for a journal manager, 会议管理 for a conference role holder.
 */
export function PersonalMenu({ user, hrefs, onLogout }: PersonalMenuProps) {
  return (
    <Card>
      <Identity>
        <strong>{user.name}</strong>
        <Level>
          {labels.level}
          {user.level}
        </Level>
      </Identity>
      <Wallet>
        <span>
          {labels.balance}：{formatYuan(user.balance)}
        </span>
        <SiteLink href={hrefs.recharge}>{labels.recharge}</SiteLink>
      </Wallet>
      <Entries>
        {user.isManager && (
          <li>
            <SiteLink href={hrefs.journalService}>{labels.journalService}</SiteLink>
          </li>
        )}
        {/* The conference area has no other way in from the site's pages for its role holders (doc 000 §6). */}
        {user.hasConferenceRole && (
          <li>
            <SiteLink href={hrefs.conferenceManager}>{labels.conferenceManager}</SiteLink>
          </li>
        )}
        <li>
          <SiteLink href={hrefs.account}>{labels.account}</SiteLink>
        </li>
        <li>
          <SiteLink href={hrefs.personalCenter}>{labels.personalCenter}</SiteLink>
        </li>
        <li>
          <SiteLink href={hrefs.orders}>{labels.orders}</SiteLink>
        </li>
        <li>
          <SiteLink href={hrefs.coupons}>{labels.coupons}</SiteLink>
        </li>
        <li>
          <SiteLink href={hrefs.collectFollowSubscribe}>{labels.collectFollowSubscribe}</SiteLink>
        </li>
        <li>
          <button type="button" onClick={onLogout}>
            {labels.logout}
          </button>
        </li>
      </Entries>
    </Card>
  );
}
