import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from './basePath';
import { server } from '../../test/server';
import { fileNameFromDisposition } from './contentDisposition';
import { deleteCall, downloadBlob, postForm, postMultipart, uploadFile } from './request';
import { resetCallLayer } from '../reset';

beforeEach(() => resetCallLayer());
afterEach(() => resetCallLayer());

describe('call kinds', () => {
  it('POST form sends url-encoded fields with repeated arrays', async () => {
    let seen = '';
    let type = '';
    server.use(
      http.post(apiPath('/probe'), async ({ request }) => {
        type = request.headers.get('content-type') ?? '';
        seen = await request.text();
        return HttpResponse.json({ code: 200, data: true, message: '' });
      }),
    );
    await postForm('/probe', { name: '文献', ids: [1, 2], skip: undefined });
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen).getAll('ids')).toEqual(['1', '2']);
    expect(new URLSearchParams(seen).get('name')).toBe('文献');
  });

  it('POST multipart repeats the file field and single-file upload sends `file`', async () => {
    const bodies: FormData[] = [];
    server.use(
      http.post(apiPath('/probe'), async ({ request }) => {
        bodies.push(await request.formData());
        return HttpResponse.json({ code: 200, data: 'ok', message: '' });
      }),
    );
    const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
    await postMultipart('/probe', { files: [png('a.png'), png('b.png')], sourceType: 1 });
    await uploadFile('/probe', png('c.png'), { kind: 'avatar' });
    expect(bodies[0]?.getAll('files').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(bodies[0]?.get('sourceType')).toBe('1');
    expect((bodies[1]?.get('file') as File).name).toBe('c.png');
    expect(bodies[1]?.get('kind')).toBe('avatar');
  });

  it('DELETE sends query parameters', async () => {
    let url = '';
    server.use(
      http.delete(apiPath('/probe/9'), ({ request }) => {
        url = request.url;
        return HttpResponse.json({ code: 200, data: 1, message: '' });
      }),
    );
    await expect(deleteCall('/probe/9', { force: true })).resolves.toBe(1);
    expect(new URL(url).searchParams.get('force')).toBe('true');
  });

  it('downloads a blob with the file name from Content-Disposition (GET and POST)', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    server.use(
      http.all(
        apiPath('/probe/file'),
        () =>
          new HttpResponse(pdf, {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent('文献.pdf')}`,
            },
          }),
      ),
    );
    for (const method of ['get', 'post'] as const) {
      const file = await downloadBlob(method, '/probe/file', { query: { id: 1 }, body: { ids: [1] } });
      expect(file.fileName).toBe('文献.pdf');
      expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(pdf);
    }
  });

  it('a download that answers with an error envelope is an ApiError', async () => {
    const notifyError = vi.fn();
    resetCallLayer({ notifyError });
    server.use(
      http.get(apiPath('/probe/file'), () => HttpResponse.json({ code: 408, data: null, message: '资源已下架' })),
    );
    await expect(downloadBlob('get', '/probe/file')).rejects.toMatchObject({ name: 'ApiError', code: 408 });
    expect(notifyError).toHaveBeenCalledWith('资源已下架');
  });
});

describe('Content-Disposition file names', () => {
  it.each([
    ['attachment; filename="report.doc"', 'report.doc'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    [`attachment; filename*=UTF-8''%E6%96%87%E7%8C%AE.pdf`, '文献.pdf'],
    ['attachment; filename="%E6%8A%A5%E5%91%8A.pdf"', '报告.pdf'],
    ['inline', undefined],
  ])('%s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
