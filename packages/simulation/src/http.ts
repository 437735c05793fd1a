import { http, HttpResponse } from 'msw';
import { apiPath, type Envelope } from '@wenxian/api';

export function ok<T>(data: T, message = 'success'): HttpResponse<Envelope<T>> {
  return HttpResponse.json({ code: 200, data, message });
}

export { apiPath, http, HttpResponse };
