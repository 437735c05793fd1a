import { describe, expect, it } from 'vitest';
import { conferenceLabels } from '@wenxian/domain';
import { headAt } from '../../test/headAt';
import { page } from './ConferenceHomePage';

// The header's 知识图谱 tile 会议库 opens /conference (docs/decisions/shell.md, "Pages named as their links").
describe('/conference is named as the tile that opens it', () => {
  it('会议库 in its h1 and its document title', () => {
    expect(page.head?.(headAt('/conference', undefined)).title).toBe('会议库');
    expect(conferenceLabels.home.heading).toBe('会议库');
  });
});
