import { describe, expect, it } from 'vitest';
import { syntaxHelpLabels } from '../messages';
import { checkProfessionalExpression, parseProfessionalExpression } from './expression';

describe('the syntax help (syntaxHelpLabels)', () => {
  it('offers only examples the professional search accepts', () => {
    for (const { expression } of syntaxHelpLabels.exampleRows)
      expect(checkProfessionalExpression(expression), expression).toBeNull();
  });

  it('names the operators the grammar knows', () => {
    const codes = syntaxHelpLabels.operatorRows.map((r) => r.code);
    expect(codes).toEqual(['AND', 'OR', 'NOT']);
    for (const op of codes) expect(checkProfessionalExpression(`T=a ${op} T=b`)).toBeNull();
  });

  it('reads the exact, quoted example as the help says: an exact title phrase, then the organisation', () => {
    const parsed = parseProfessionalExpression('TE="深度学习" AND S=清华大学');
    expect(parsed).toEqual({
      ok: true,
      tree: {
        kind: 'and',
        left: { kind: 'term', field: 'T', text: '深度学习', exact: true, phrase: true },
        right: { kind: 'term', field: 'S', text: '清华大学', exact: false, phrase: false },
      },
    });
  });
});
