/** Response codes of the envelope and how the call layer treats each (doc 000 §4.1, §8). */
export const successCodes = [200, 25, 26] as const;
export const loginCodes = [101, 102, 103, 104, 106, 703] as const;
export const safetyCheckCode = 20;
export const tooFrequentCode = 21;
export const silentCode = 20001;
export const customMessageCode = -1;
export const resyncCodes = [505, 10009] as const;
export const searchLimitCodes = [70006, 70007] as const;
export const stopWordCode = 70007;
export const removedCode = 408;
export const notFoundCode = 404;

export type ResponseCodeClass = 'success' | 'login' | 'safetyCheck' | 'resync' | 'searchLimit' | 'silent' | 'error';

export function classifyResponseCode(code: number): ResponseCodeClass {
  if ((successCodes as readonly number[]).includes(code)) return 'success';
  if ((loginCodes as readonly number[]).includes(code)) return 'login';
  if (code === safetyCheckCode) return 'safetyCheck';
  if ((resyncCodes as readonly number[]).includes(code)) return 'resync';
  if ((searchLimitCodes as readonly number[]).includes(code)) return 'searchLimit';
  if (code === silentCode) return 'silent';
  return 'error';
}
