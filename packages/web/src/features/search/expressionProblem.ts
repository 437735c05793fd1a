import type { ExpressionError } from '@wenxian/domain';

/** Where a professional expression is malformed and what is wrong, as the page shows it under the box. */
export type ExpressionProblem = Pick<ExpressionError, 'position' | 'length'> & {
  /** The expression as typed (the box keeps it). */
  text: string;
  /** The domain's description: 检索式有误（第 N 个字符）：… */
  description: string;
};

/**
 * Downloads the checker, once: a page calls it when its box is in professional mode, not with the page (most
 * searches are not professional). Fails with the download, and is tried again on the next call.
 */
export const loadExpressionChecker = () => import('./expressionChecker');

/**
 * A professional expression checked before it is sent: null when it may be sent. Should the checker not download,
 * the expression is sent unchecked and the backend answers for it.
 */
export async function expressionProblemOf(text: string): Promise<ExpressionProblem | null> {
  const checker = await loadExpressionChecker().catch(() => null);
  const error = checker?.checkProfessionalExpression(text);
  if (!checker || !error) return null;
  return { text, position: error.position, length: error.length, description: checker.describeExpressionError(error) };
}
