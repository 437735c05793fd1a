import { describe, expect, it } from 'vitest';
import { checkProfessionalExpression, describeExpressionError } from '@wenxian/domain';
import { expressionProblemOf } from './expressionProblem';

describe('expressionProblemOf', () => {
  it('locates and describes a malformed expression, keeping the text as typed', async () => {
    const text = 'K=乡村振兴 AND';
    const error = checkProfessionalExpression(text)!;
    await expect(expressionProblemOf(text)).resolves.toEqual({
      text,
      position: 7,
      length: error.length,
      description: describeExpressionError(error),
    });
  });

  it('lets a well-formed expression be sent', async () => {
    await expect(expressionProblemOf('K=乡村振兴 AND K=数字经济')).resolves.toBeNull();
  });
});
