import { describe, expect, it } from 'vitest';
import { conferenceLabels } from '@wenxian/domain';
import { page } from './ConferenceHomePage';

const at = { data: undefined, url: new URL('/conference', 'https://wenxian.example.cn'), params: {} };

// The header's 知识图谱 tile 会议库 opens /conference (docs/decisions/shell.md, "Pages named as their links").
describe('/conference is named as the tile that opens it', () => {
  it('会议库 in its h1 and its document title', () => {
    expect(page.head?.(at).title).toBe('会议库');
    expect(conferenceLabels.home.heading).toBe('会议库');
  });
});
