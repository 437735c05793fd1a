import { describe, expect, it } from 'vitest';
import { conferencePageTitle } from './conferencePageTitle';

describe('conferencePageTitle', () => {
  it('names the area once when the conference name already ends with it', () => {
    expect(conferencePageTitle('第26届全国经济学学术会议')).toBe('第26届全国经济学学术会议');
  });
  it('adds the area after any other name', () => {
    expect(conferencePageTitle('第26届全国经济学学术会议 会议通知')).toBe(
      '第26届全国经济学学术会议 会议通知 - 学术会议',
    );
    expect(conferencePageTitle('南昌师范大学')).toBe('南昌师范大学 - 学术会议');
    expect(conferencePageTitle('2025 IEEE Conference on Vision')).toBe('2025 IEEE Conference on Vision - 学术会议');
  });
  it('is the area alone when nothing is named', () => {
    expect(conferencePageTitle('  ')).toBe('学术会议');
  });
});
