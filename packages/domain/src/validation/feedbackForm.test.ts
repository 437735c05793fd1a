import { describe, expect, it } from 'vitest';
import { messages } from '../messages/messages';
import { validateFeedback } from './feedbackForm';

const complete = { content: '检索结果为空', contactMethod: '13812345678', imageFileList: [{ path: '/a.png' }] };

describe('validateFeedback', () => {
  it('passes a complete form with a valid contact', () => {
    expect(validateFeedback(complete)).toEqual({ ok: true });
  });
  it.each([
    [{ content: '  ' }, 'content'],
    [{ imageFileList: [] }, 'imageFileList'],
    [{ contactMethod: '' }, 'contactMethod'],
  ] as const)('asks for completeness when %o is missing', (patch, field) => {
    expect(validateFeedback({ ...complete, ...patch })).toEqual({
      ok: false,
      field,
      message: '请查看问题描述、图片、联系方式是否添加完整',
    });
  });
  it('rejects an invalid contact with 请输入正确的联系方式', () => {
    expect(validateFeedback({ ...complete, contactMethod: '0123' })).toEqual({
      ok: false,
      field: 'contactMethod',
      message: '请输入正确的联系方式',
    });
  });
  it('reports incompleteness before an invalid contact', () => {
    expect(validateFeedback({ content: '', contactMethod: 'x', imageFileList: [] })).toMatchObject({
      message: messages.feedback.incomplete,
    });
  });
});
