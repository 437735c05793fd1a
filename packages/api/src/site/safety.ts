import { downloadBlob, isTruthyResult, postJson, serverNow, type CallOptions, type DownloadedFile } from '../core';
import { SITE_PATHS } from './paths';
import type { CaptchaCheckPayload, ImageCheckPayload, ImageCheckResult, UrlSignPayload } from './types';

/** The rotated captcha image (GET /captcha/get?t=timestamp); the answer is an image. */
export function getCaptchaImage(options: CallOptions = {}): Promise<DownloadedFile> {
  return downloadBlob('get', SITE_PATHS.captchaGet, { query: { t: Math.round(serverNow()) } }, options);
}

/** Checks the rounded angle (POST /captcha/check, payload angel); true means pass. */
export async function checkCaptcha(payload: CaptchaCheckPayload, options: CallOptions = {}): Promise<boolean> {
  return isTruthyResult(
    await postJson<unknown>(SITE_PATHS.captchaCheck, { angel: Math.round(payload.angel) }, options),
  );
}

/** Anti-bot verification check (POST /image-check, payload code). */
export function checkImage(payload: ImageCheckPayload, options: CallOptions = {}): Promise<ImageCheckResult> {
  return postJson<ImageCheckResult>(SITE_PATHS.imageCheck, payload, options);
}

/** Result codes of the anti-bot check that pass (doc 000 §4.8.9). */
export const IMAGE_CHECK_PASS_RESULTS = [100, 200] as const;

/** Whether an anti-bot check result passes; anything else alerts 认证失败 and goes home (doc 000 §4.8.9). */
export function isImageCheckPass(result: ImageCheckResult): boolean {
  return (IMAGE_CHECK_PASS_RESULTS as readonly number[]).includes(result.result);
}

/** Signed-link verification (POST /spider/verifyUrlSign). */
export async function verifyUrlSign(payload: UrlSignPayload, options: CallOptions = {}): Promise<boolean> {
  return isTruthyResult(await postJson<unknown>(SITE_PATHS.verifyUrlSign, payload, options));
}
