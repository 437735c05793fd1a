/** The response envelope of every call (doc 000 §3). `toLogin` marks a server error that needs login. */
export type Envelope<T> = { code: number; data: T; message: string; toLogin?: boolean };

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}
