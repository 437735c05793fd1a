import { cookieRules } from '../codes/constants/businessLimits';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random source returning numbers in [0, 1), like Math.random; injected so tests are exact. */
export type RandomSource = () => number;

export type DeviceIdDecision =
  { id: string; generated: false } | { id: string; generated: true; maxAgeSeconds: number };

/**
 * Device id (doc 000 §5): the cookie must exist with a length that is a multiple of 8;
 * otherwise an 8-character id is generated and stored for one year (31536000 s).
 */
export function resolveDeviceId(cookieValue: string | null | undefined, random: RandomSource): DeviceIdDecision {
  if (cookieValue && cookieValue.length % cookieRules.deviceIdLength === 0)
    return { id: cookieValue, generated: false };
  return { id: generateDeviceId(random), generated: true, maxAgeSeconds: cookieRules.maxAgeSeconds };
}

export function generateDeviceId(random: RandomSource): string {
  let id = '';
  for (let i = 0; i < cookieRules.deviceIdLength; i += 1) {
    const index = Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length));
    id += alphabet[index];
  }
  return id;
}
