import styled from 'styled-components';
import { LinkList } from '../../shared/entityPageLayout';

/**
 * Chips of which one is chosen (a filter, a report year): the chosen one (aria-current) is marked, as the A–Z index
 * marks its letter. One tag can sit in two lists (SSCI under 常用收录 and under 按收录): both show the one selection,
 * so neither list reads as unchosen.
 */
export const ChosenLinkList = styled(LinkList)`
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
    font-weight: 600;
  }
`;
