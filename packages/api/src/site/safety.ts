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

/** Result codes of the anti-bot check that pass (doc 000 §4.8.9). */
const imageCheckPassResults: readonly number[] = [100, 200];

/**
 * Anti-bot check (doc 000 §4.8.9, POST /image-check, payload code): true when the result is 100 or 200 (the
 * check hides and pending callbacks run); anything else is a failure (认证失败, then the home page).
 */
export async function checkImage(payload: ImageCheckPayload, options: CallOptions = {}): Promise<boolean> {
  const answer = await postJson<ImageCheckResult | null>(SITE_PATHS.imageCheck, payload, options);
  return imageCheckPassResults.includes(answer?.result ?? Number.NaN);
}

/** Signed-link verification (POST /spider/verifyUrlSign). */
export async function verifyUrlSign(payload: UrlSignPayload, options: CallOptions = {}): Promise<boolean> {
  return isTruthyResult(await postJson<unknown>(SITE_PATHS.verifyUrlSign, payload, options));
}
