import { apiConfig } from '@wenxian/api';
import { seedConversation, signInAs, simulationState } from '@wenxian/simulation';

/**
 * Story state for the AI pages, written into the simulated server's session (answers cite real corpus
 * records) under fixed ids the stories' addresses name. Runs in a story's beforeEach, after the reset.
 */
export const STORY_CONVERSATION = 'CV-STORY';
export const STORY_CHECK = 'MC-STORY';

export function signInMember(): void {
  signInAs(apiConfig().sessionId, 'U1002');
}

/** A member with one conversation: a question and its answer with references. */
export async function seedMemberConversation(question = '数字经济对乡村振兴的影响'): Promise<void> {
  signInMember();
  await seedConversation({ memberId: 'M1002', question, id: STORY_CONVERSATION });
}

/** A member whose conversation is longer than the window: the questions asked one after another, each answered. */
export async function seedLongConversation(questions: readonly string[]): Promise<void> {
  signInMember();
  const [first = '', ...rest] = questions;
  const conversation = await seedConversation({ memberId: 'M1002', question: first, id: STORY_CONVERSATION });
  for (const question of rest) {
    const next = await seedConversation({ memberId: 'M1002', question });
    conversation.messages.push(...next.messages);
    simulationState().conversations.delete(next.id);
  }
}

/** A member with a finished manuscript check, as if the docx of the api tests had been uploaded. */
export function seedCheck(): void {
  signInMember();
  const state = simulationState();
  state.manuscriptChecks.set(STORY_CHECK, {
    id: STORY_CHECK,
    memberId: 'M1002',
    fileName: '推荐系统稿件.docx',
    title: '基于图神经网络的推荐系统优化方法',
    abstract: '针对推荐系统中用户兴趣建模不足的问题，本文提出一种基于图神经网络与注意力机制的推荐方法。',
    keywords: ['推荐系统', '图神经网络', '注意力机制', '深度学习'],
    text: '基于图神经网络的推荐系统优化方法\n摘要：……\n关键词：推荐系统；图神经网络；注意力机制；深度学习\n参考文献\n[1] 张三. 推荐系统研究综述[J]. 2020.',
    createdAt: Date.UTC(2026, 10, 20, 2),
    journalIds: [],
    similarIds: [],
  });
}
