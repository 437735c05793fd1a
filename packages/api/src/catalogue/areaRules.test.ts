import { feedbackLimits, messages } from '@wenxian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCallLayer } from '../core';
import { scriptedEnvelope } from '../test/recorder';
import { verifySafetyCheckAngle, checkImage, verifyUrlSign, getConfigList, STARTUP_CONFIG_QUERY } from '../site';
import { getExpressionFields, search } from '../search';
import { showSubject } from '../subject';
import { TooManyFeedbackImagesError, uploadFeedbackImages } from '../feedback';
import { getUserInfoByToken, logout } from '../accounts';
import { getReferenceTexts } from '../literature';

/** Rules that individual catalogue calls carry on top of the call layer (doc 000 §7.2, §8; doc 001 §7). */
const notifyError = vi.fn<(message: string) => void>();
beforeEach(() => {
  notifyError.mockReset();
  resetCallLayer({ notifyError });
});
afterEach(() => resetCallLayer());

describe('catalogue call rules', () => {
  it('the safety check sends the rounded angel and reads a false answer as false', async () => {
    const seen = scriptedEnvelope('post', '/captcha/check', (n) => ({ code: 200, data: n === 0 }));
    await expect(verifySafetyCheckAngle({ angel: 123.6 })).resolves.toBe(true);
    await expect(verifySafetyCheckAngle({ angel: 10 })).resolves.toBe(false);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ angel: 124 });
  });
  it('anti-bot results 100 and 200 pass, others fail', async () => {
    const results = [100, 200, 0, 300];
    const seen = scriptedEnvelope('post', '/image-check', (n) => ({ code: 200, data: { result: results[n] } }));
    const passes: boolean[] = [];
    for (let i = 0; i < results.length; i += 1) passes.push(await checkImage({ code: 'c' }));
    expect(passes).toEqual([true, true, false, false]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ code: 'c' });
  });
  it('signed-link verification is a boolean', async () => {
    scriptedEnvelope('post', '/spider/verifyUrlSign', () => ({ code: 200, data: false }));
    await expect(verifyUrlSign({ sign: 's', resourceId: 'r', expireTime: '1' })).resolves.toBe(false);
  });
  it('the start-up config list asks for name empty, type 0, page 1, size 50 and fails silently', async () => {
    expect(STARTUP_CONFIG_QUERY).toEqual({ name: '', type: 0, pageNum: 1, pageSize: 50 });
    const seen = scriptedEnvelope('post', '/commonOpenUp/getHomeConfigList', () => ({ code: 500, message: 'down' }));
    await expect(getConfigList()).rejects.toMatchObject({ code: 500 });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(STARTUP_CONFIG_QUERY);
    scriptedEnvelope('get', '/user/userInfobyToken', () => ({ code: 500, message: 'down' }));
    await expect(getUserInfoByToken()).rejects.toMatchObject({ code: 500 });
    expect(notifyError).not.toHaveBeenCalled();
  });
  it('search leaves 70006/70007 to the search-limit page, other codes toast', async () => {
    scriptedEnvelope('post', '/search', (n) => ({ code: [70006, 70007, 500][n] ?? 500, message: 'm' }));
    for (const code of [70006, 70007]) await expect(search({ conditions: [] })).rejects.toMatchObject({ code });
    expect(notifyError).not.toHaveBeenCalled();
    await expect(search({ conditions: [] })).rejects.toMatchObject({ code: 500 });
    expect(notifyError).toHaveBeenCalledWith('m');
  });
  it('the search field options drop the CPC value the server sends (doc 000 §5)', async () => {
    scriptedEnvelope('get', '/expression-field', () => ({
      code: 200,
      data: [
        { label: '任意字段', value: 'U' },
        { label: 'CPC', value: 'CPC' },
        { label: '题名', value: 'T' },
      ],
    }));
    await expect(getExpressionFields()).resolves.toEqual([
      { label: '任意字段', value: 'U' },
      { label: '题名', value: 'T' },
    ]);
  });
  it('a subject lookup answering 404 says 主题词未找到', async () => {
    scriptedEnvelope('post', '/subject/show', () => ({ code: 404, message: 'not found' }));
    await expect(showSubject({ id: 's1' })).rejects.toMatchObject({
      code: 404,
      message: messages.errorPage.subjectNotFound,
    });
    expect(notifyError).toHaveBeenCalledWith('主题词未找到');
  });
  it('feedback uploads refuse more than 5 images before any request', async () => {
    const image = () => new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    const seen = scriptedEnvelope('post', '/commonOpenUp/uploadCenteFeedback', () => ({ code: 200, data: [] }));
    await expect(
      uploadFeedbackImages(Array.from({ length: feedbackLimits.maxImages + 1 }, image)),
    ).rejects.toBeInstanceOf(TooManyFeedbackImagesError);
    await uploadFeedbackImages(Array.from({ length: 5 }, image));
    expect(seen).toHaveLength(1);
  });
  it('logout sends memberId; citation texts send ids, types and styles', async () => {
    const out = scriptedEnvelope('post', '/user/logout', () => ({ code: 200, data: true }));
    await logout({ memberId: 'm1' });
    expect(JSON.parse(out[0]?.body ?? '')).toEqual({ memberId: 'm1' });
    const refs = scriptedEnvelope('post', '/literature/base/ref/text', () => ({
      code: 200,
      data: [{ id: 'a', refText: 't', MLA: 'm' }],
    }));
    await expect(getReferenceTexts({ ids: ['a'], types: [1], styles: ['MLA'] })).resolves.toEqual([
      { id: 'a', refText: 't', MLA: 'm' },
    ]);
    expect(JSON.parse(refs[0]?.body ?? '')).toEqual({ ids: ['a'], types: [1], styles: ['MLA'] });
  });
});
