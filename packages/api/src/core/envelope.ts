/** The response envelope of every call (doc 000 §3). */
export type Envelope<T> = { code: number; data: T; message: string };
