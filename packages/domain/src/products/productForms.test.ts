import { describe, expect, it } from 'vitest';
import { productLabels } from '../messages/labels/products';
import { splitKeywords, validateCollectionApplication, validateNoveltyApplication } from './productForms';

const e = productLabels.forms.errors;
const novelty = {
  projectName: '基于深度学习的遥感影像变化检测方法',
  purpose: '立项查新',
  scope: '国内外',
  checkpoints: ['提出一种融合注意力机制的双时相遥感影像变化检测网络'],
  keywords: '遥感影像，变化检测，注意力机制',
  contactName: '王芳',
  contactPhone: '13800000002',
  email: '',
};

describe('product forms', () => {
  it('accepts a complete novelty-search application', () => {
    expect(validateNoveltyApplication(novelty)).toEqual({});
    expect(validateNoveltyApplication(novelty)).toEqual({});
  });

  it('names each bad field of a novelty-search application with its message', () => {
    expect(
      validateNoveltyApplication({
        ...novelty,
        projectName: ' ',
        checkpoints: ['太短'],
        keywords: '遥感',
        contactPhone: '1380000',
        email: 'x@',
      }),
    ).toEqual({
      projectName: e.projectNameRequired,
      checkpoints: e.checkpointTooShort,
      keywords: e.keywordsTooFew,
      contactPhone: e.contactPhoneInvalid,
      email: e.emailInvalid,
    });
    expect(validateNoveltyApplication({ ...novelty, checkpoints: ['', ' '] }).checkpoints).toBe(e.checkpointRequired);
    expect(
      validateNoveltyApplication({ ...novelty, checkpoints: Array(6).fill(novelty.checkpoints[0]) }).checkpoints,
    ).toBe(e.checkpointTooMany);
    expect(validateNoveltyApplication({ ...novelty, projectName: '项'.repeat(61) }).projectName).toBe(
      e.projectNameTooLong,
    );
  });

  it('splits keywords on Chinese and ASCII separators', () => {
    expect(splitKeywords('遥感影像，变化检测;注意力机制、 深度学习')).toEqual([
      '遥感影像',
      '变化检测',
      '注意力机制',
      '深度学习',
    ]);
  });

  it('checks a collection-proof application', () => {
    const form = {
      applicant: '王芳',
      organization: '清华大学',
      titles: '论文一\n论文二',
      purpose: '职称评审',
      contactName: '王芳',
      contactPhone: '13800000002',
      email: 'wf@example.cn',
    };
    expect(validateCollectionApplication(form)).toEqual({});
    expect(validateCollectionApplication({ ...form, titles: '\n', purpose: '' })).toEqual({
      titles: e.titlesRequired,
      // Named as the form names the field (用途), not as the novelty search's 查新目的.
      purpose: '请选择用途',
    });
    expect(validateCollectionApplication({ ...form, titles: Array(21).fill('题名').join('\n') }).titles).toBe(
      e.titlesTooMany,
    );
  });
});
