import { downloadBlob, isTruthyResult, postJson, serverNow, type CallOptions, type DownloadedFile } from '../core';
import { SITE_PATHS } from './paths';
import type { SafetyCheckAnglePayload, ImageCheckPayload, ImageCheckResult, UrlSignPayload } from './types';

/** The safety check's rotated picture (doc 000 §4.8, GET /captcha/get?t=timestamp); the answer is an image. */
export function getSafetyCheckImage(options: CallOptions = {}): Promise<DownloadedFile> {
  return downloadBlob('get', SITE_PATHS.safetyCheckImage, { query: { t: Math.round(serverNow()) } }, options);
}

/** Sends the safety check's rounded angle (POST /captcha/check, payload angel); true means pass. */
export async function verifySafetyCheckAngle(
  payload: SafetyCheckAnglePayload,
  options: CallOptions = {},
): Promise<boolean> {
  return isTruthyResult(
    await postJson<unknown>(SITE_PATHS.safetyCheckVerify, { angel: Math.round(payload.angel) }, options),
  );
}

/** Anti-bot check (doc 000 §4.8.9, POST /image-check, payload code). */
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
