import styled from 'styled-components';
import { shellLabels, aiNavigation } from '@wenxian/domain';
import { AreaNav } from './AreaNav';
import { AiConversations } from '../../features/ai/AiConversations';

/*
 * The side bar runs the window's full height and stays put while the conversation scrolls the window (sticky at
 * the top); a conversation list longer than the window scrolls inside it. Stretched to the main column instead, it
 * ended where a short page ended and scrolled away with a long one.
 */
const Aside = styled.aside`
  position: sticky;
  top: 0;
  align-self: flex-start;
  flex: 0 0 22rem;
  box-sizing: border-box;
  height: 100vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  /* Neutral, not brandSoft: muted text (loading, empty) keeps its 4.5:1 contrast on it. */
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-right: 1px solid ${({ theme }) => theme.color.border};
`;

/** The side bar's sections stacked, the current one in the brand colour. */
const Sections = styled(AreaNav)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  ul {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: 600;
  }
`;

/**
 * The AI home layout's side bar (doc 000 §2.2): the assistant's sections and the member's conversations.
 */
export function AiSideBar() {
  return (
    <Aside>
      <Sections label={shellLabels.layout.aiSideBar} items={aiNavigation} />
      <AiConversations compact />
    </Aside>
  );
}
