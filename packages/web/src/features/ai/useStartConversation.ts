import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { isLoggedIn, loginRedirectUrl, buildQuery } from '@wenxian/domain';
import { useSiteOrigin } from '../../app/siteVisit';
import { useGetCurrentUserQuery } from '../shared/sessionApi';
import { useCreateConversationMutation } from './aiApi';

/** Router state the chat page reads: the question to ask as soon as it opens. */
export type ChatLocationState = { ask?: string };

/**
 * Starts a conversation with a question (doc 000 §6: starting one needs login). A visitor goes to login
 * with /WeResearch?key=<question> as the return address, so the question is asked after logging in.
 */
export function useStartConversation() {
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const { data: user, isLoading: isUserLoading } = useGetCurrentUserQuery();
  const [create, { isLoading, error }] = useCreateConversationMutation();
  const start = async (question: string) => {
    if (!isLoggedIn(user)) {
      navigate(loginRedirectUrl(`${href('/WeResearch')}${buildQuery([['key', question]])}`, origin));
      return;
    }
    const conversation = await create({ question }).unwrap();
    navigate(href('/WeResearch/:id/chat', { id: conversation.id }), {
      state: { ask: question } satisfies ChatLocationState,
    });
  };
  return { start, isLoggedIn: isLoggedIn(user), isUserLoading, isStarting: isLoading, error };
}
