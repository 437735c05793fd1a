import { expect, it } from 'vitest';
import { searchFailureMessage, serverErrorMessage } from './errorMessages';

it('shows the API message only for a positive apiCode with a message', () => {
  expect(serverErrorMessage(500, '服务维护中')).toBe('服务维护中');
  expect(serverErrorMessage(0, '服务维护中')).toBe('很抱歉，网络出错啦！！');
  expect(serverErrorMessage(-1, '服务维护中')).toBe('很抱歉，网络出错啦！！');
  expect(serverErrorMessage(500, '')).toBe('很抱歉，网络出错啦！！');
  expect(serverErrorMessage(undefined, 'x')).toBe('很抱歉，网络出错啦！！');
});
it('tells stop words (70007) from other search failures', () => {
  expect(searchFailureMessage(70007)).toBe('停用词，请更换检索条件');
  expect(searchFailureMessage(70006)).toBe('输入词暂不支持检索，请更换检索条件');
  expect(searchFailureMessage(undefined)).toBe('输入词暂不支持检索，请更换检索条件');
});
