/**
 * Actions that need a logged-in user wherever they appear (doc 000 §6, §2.8): downloading,
 * buying, starting a new AI conversation and batch review.
 */
export const loginRequiredActions = ['download', 'buy', 'newConversation', 'batchReview'] as const;
export type LoginRequiredAction = (typeof loginRequiredActions)[number];

export function requiresLogin(action: string): action is LoginRequiredAction {
  return (loginRequiredActions as readonly string[]).includes(action);
}
