import styled from 'styled-components';
import { SiteLink } from '../LinkContext';

/**
 * A link inside running text or next to an action ("去充值", "我的订单", "查新流程演示"): the site's link colour and
 * an underline, so it reads as a link among plain text by more than colour (the global style makes bare anchors
 * inherit the text colour; WCAG 1.4.1). Navigation goes through the site's router like every SiteLink.
 */
export const TextLink = styled(SiteLink)`
  color: ${({ theme }) => theme.color.accent};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  &:hover {
    color: ${({ theme }) => theme.color.brandHover};
  }
`;
