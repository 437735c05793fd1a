import { FEEDBACK_PATHS, resolvePath, signedHeaders } from '@wenxian/api';
import { messages } from '@wenxian/domain';
import { describe, expect, it } from 'vitest';
import { createSimulationAnswer } from '../server/answer';
import { simulationState } from '../session/state';

const answer = createSimulationAnswer({ rateLimit: false });

/** The feedback form as the site posts it, with `imageFileList` as given. */
async function save(imageFileList: string): Promise<Response> {
  const form = new FormData();
  form.set('content', '检索结果页打不开');
  form.set('contactMethod', '13800138000');
  form.set('sourceType', '1');
  form.set('imageFileList', imageFileList);
  const path = resolvePath(FEEDBACK_PATHS.save);
  const headers = await signedHeaders('post', path);
  return answer(new Request(new URL(path, 'http://127.0.0.1/'), { method: 'POST', body: form, headers }));
}

describe('feedback saved with its image list', () => {
  it('keeps the image objects the upload answered', async () => {
    const image = { path: '/feedback/IMG1-0-a.png', type: 'vip-dc-oss', bucketName: 'feedback' };
    const response = await save(JSON.stringify([image]));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 200, data: true });
    expect(simulationState().feedbacks.at(-1)?.images).toEqual([image]);
  });

  it.each([
    ['not JSON', '[{"path":'],
    ['not a list', '{"path":"/feedback/a.png"}'],
    ['entries without a path', '[1, null]'],
    ['more than 5 images', JSON.stringify(Array.from({ length: 6 }, (_, n) => ({ path: `/feedback/${n}.png` })))],
  ])('refuses a list that is %s with a 4xx and the form’s message, keeping nothing', async (_, list) => {
    const before = simulationState().feedbacks.length;
    const response = await save(list);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: messages.feedback.incomplete });
    expect(simulationState().feedbacks).toHaveLength(before);
  });
});
