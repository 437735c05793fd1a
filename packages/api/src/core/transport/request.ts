import type { AxiosRequestConfig, ResponseType } from 'axios';
import type { CallOptions } from '../responseCodes/callOptions';
import { client } from './client';
import { runCall, outcomeOf, parsedBody, type Outcome } from '../responseCodes/responseCodeRetries';
import { fileNameFromDisposition } from './contentDisposition';

/** Query values: arrays are sent as repeated keys (`ids=1&ids=2`). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Readonly<Record<string, QueryValue>>;

/** A file field of a multipart body. */
export type FilePart = Blob | File;
export type MultipartFields = Readonly<Record<string, string | number | boolean | FilePart | readonly FilePart[]>>;

/** A downloaded file with the name the server gave it (Content-Disposition), if any. */
export type DownloadedFile = { blob: Blob; fileName: string | undefined; contentType: string };

type Method = 'get' | 'post' | 'delete';

async function send<T>(
  method: Method,
  path: string,
  options: CallOptions,
  extra: Pick<AxiosRequestConfig, 'params' | 'data' | 'headers'>,
): Promise<T> {
  return runCall<T>(path, options, async () => {
    const response = await (await client()).request<unknown>({ method, url: path, signal: options.signal, ...extra });
    return outcomeOf(response.status, response.data, () => response.data as T);
  });
}

/** GET with query parameters. */
export function getJson<T>(path: string, query: Query = {}, options: CallOptions = {}): Promise<T> {
  return send<T>('get', path, options, { params: query });
}

/** POST with a JSON body. */
export function postJson<T>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<T> {
  return send<T>('post', path, options, { data: body, headers: { 'Content-Type': 'application/json' } });
}

/** POST with a url-encoded form body. */
export function postForm<T>(path: string, fields: Query, options: CallOptions = {}): Promise<T> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  }
  return send<T>('post', path, options, { data: form });
}

/** POST multipart/form-data; arrays of files repeat the field (`files`, `files`, ...). */
export function postMultipart<T>(path: string, fields: MultipartFields, options: CallOptions = {}): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const file of value as readonly FilePart[]) form.append(key, file);
    else if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  }
  // false keeps axios from adding its form default, so fetch writes the multipart boundary itself.
  return send<T>('post', path, options, { data: form, headers: { 'Content-Type': false } });
}

/** Single-file upload: multipart with one `file` field plus optional text fields. */
export function uploadFile<T>(
  path: string,
  file: FilePart,
  fields: Readonly<Record<string, string | number>> = {},
  options: CallOptions = {},
): Promise<T> {
  return postMultipart<T>(path, { ...fields, file }, options);
}

/** DELETE with query parameters. */
export function deleteCall<T>(path: string, query: Query = {}, options: CallOptions = {}): Promise<T> {
  return send<T>('delete', path, options, { params: query });
}

async function blobOutcome(
  status: number,
  blob: Blob,
  headers: Record<string, unknown>,
): Promise<Outcome<DownloadedFile>> {
  const contentType = String(headers['content-type'] ?? blob.type ?? '');
  // An error arrives as a JSON envelope instead of the file.
  if (contentType.includes('application/json')) {
    return outcomeOf(status, parsedBody(await blob.text()), () => ({ blob, fileName: undefined, contentType }));
  }
  const disposition = headers['content-disposition'];
  return outcomeOf(status, blob, () => ({
    blob,
    contentType,
    fileName: typeof disposition === 'string' ? fileNameFromDisposition(disposition) : undefined,
  }));
}

/** GET or POST a file as a Blob, with the file name taken from Content-Disposition. */
export function downloadBlob(
  method: 'get' | 'post',
  path: string,
  payload: { query?: Query; body?: unknown } = {},
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const responseType: ResponseType = 'blob';
  return runCall<DownloadedFile>(path, options, async () => {
    const response = await (
      await client()
    ).request<Blob>({
      method,
      url: path,
      params: payload.query,
      data: method === 'post' ? payload.body : undefined,
      responseType,
      signal: options.signal,
    });
    return blobOutcome(response.status, response.data, response.headers as Record<string, unknown>);
  });
}
