import { describe, expect, it } from 'vitest';
import { headAt } from '../../test/headAt';
import { page as detail } from './ConferenceDetailPage';
import { page as notice } from './ConferenceNoticePage';
import { page as organization } from './ConferenceOrganizationPage';

const at = <Data>(path: string, data: Data, params: Record<string, string>) => ({ ...headAt(path, data), params });

// Conference pages name what they show once, then the area (docs/decisions/conference.md, "Titles").
describe('conference pages’ document titles', () => {
  it('a conference named …学术会议 is not followed by the area name again', () => {
    expect(detail.head?.(at('/conference/C0004', '第26届全国经济学学术会议', { id: 'C0004' })).title).toBe(
      '第26届全国经济学学术会议',
    );
  });
  it('a call names its conference', () => {
    expect(notice.head?.(at('/conference/notice/C0004', '第26届全国经济学学术会议', { id: 'C0004' })).title).toBe(
      '第26届全国经济学学术会议 会议通知 - 学术会议',
    );
    expect(notice.head?.(at('/conference/notice', undefined, {})).title).toBe('会议通知 - 学术会议');
  });
  it('an organizer’s page names the organizer, the list is named as its h1', () => {
    expect(organization.head?.(at('/conference/organization/O00062', '南昌师范大学', { id: 'O00062' })).title).toBe(
      '南昌师范大学 - 学术会议',
    );
    expect(organization.head?.(at('/conference/organization', undefined, {})).title).toBe('会议主办机构 - 学术会议');
  });
});
