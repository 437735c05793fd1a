import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manuscriptUpload, manuscriptUploadProblem } from './manuscriptUpload';

describe('manuscript upload rule', () => {
  it('takes docx and pdf up to 20 MB, in any letter case', () => {
    expect(manuscriptUploadProblem({ name: '论文.docx', size: 1 })).toBeNull();
    expect(manuscriptUploadProblem({ name: 'paper.PDF', size: manuscriptUpload.maxBytes })).toBeNull();
    expect(manuscriptUploadProblem({ name: 'paper.pdf', size: 20 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(manuscriptUploadProblem({ name: '论文.doc', size: 10 })).toBe('wrongType');
    expect(manuscriptUploadProblem({ name: 'docx', size: 10 })).toBe('wrongType');
    expect(manuscriptUploadProblem({ name: 'a.docx', size: 0 })).toBe('empty');
  });
  it('refuses every other extension', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,6}$/), (ext) => {
        fc.pre(ext !== 'docx' && ext !== 'pdf');
        expect(manuscriptUploadProblem({ name: `稿件.${ext}`, size: 100 })).toBe('wrongType');
      }),
    );
  });
});
