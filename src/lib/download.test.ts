import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../tests/mocks/server';
import { api, errorMessage } from './api/client';
import { blobText, csvExportUrl, fetchFile, fileNameFromDisposition, saveDownload } from './download';

afterEach(() => vi.restoreAllMocks());

describe('download helpers', () => {
  it('builds the CSV export address from the list query, without paging', () => {
    expect(csvExportUrl('/api/v1/admin/applications', { status: 'new', q: 'a&b', sort: '-created', page: 3, pageSize: 50, jobId: undefined })).toBe(
      '/api/v1/admin/applications.csv?status=new&q=a%26b&sort=-created',
    );
    expect(csvExportUrl('/api/v1/users/', { page: 2 })).toBe('/api/v1/users.csv');
  });

  it('reads the file name of a Content-Disposition header, filename* first', () => {
    expect(fileNameFromDisposition(`attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`, 'cv')).toBe('Résumé.pdf');
    expect(fileNameFromDisposition('attachment; filename="orders.csv"', 'export.csv')).toBe('orders.csv');
    expect(fileNameFromDisposition('attachment; filename=orders.csv', 'export.csv')).toBe('orders.csv');
    expect(fileNameFromDisposition(null, 'export.csv')).toBe('export.csv');
    expect(fileNameFromDisposition('attachment', 'export.csv')).toBe('export.csv');
  });

  it('saves a body under the server’s name', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    saveDownload(new Blob(['a,b']), 'attachment; filename="users.csv"', 'export.csv');
    expect(names).toEqual(['users.csv']);
  });
});

describe('fetchFile', () => {
  it('returns the body and the server’s Content-Disposition', async () => {
    server.use(http.get('/api/v1/test-file.csv', () => new HttpResponse('a,b', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="t.csv"' } })));
    const file = await fetchFile(api, { url: '/api/v1/test-file.csv' });
    expect(file.disposition).toBe('attachment; filename="t.csv"');
    expect(await blobText(file.blob)).toBe('a,b');
  });

  it('turns an arraybuffer answer into a Blob of the given type', async () => {
    server.use(http.get('/api/v1/test-file.pdf', () => new HttpResponse('%PDF', { headers: { 'content-type': 'application/pdf' } })));
    const file = await fetchFile(api, { url: '/api/v1/test-file.pdf', responseType: 'arraybuffer' }, 'application/pdf');
    expect(file).toMatchObject({ disposition: null, blob: { type: 'application/pdf' } });
  });

  it('reads a failed answer’s JSON out of its bytes so its message shows', async () => {
    server.use(http.get('/api/v1/test-file.csv', () => HttpResponse.json({ message: 'Too many rows to export.' }, { status: 422 })));
    for (const responseType of ['blob', 'arraybuffer'] as const) {
      const error = await fetchFile(api, { url: '/api/v1/test-file.csv', responseType }).catch((e: unknown) => e);
      expect(errorMessage(error)).toBe('Too many rows to export.');
    }
  });

  it('leaves a body that is not JSON as it is', async () => {
    server.use(http.get('/api/v1/test-file.csv', () => new HttpResponse('oops', { status: 500, headers: { 'content-type': 'application/json' } })));
    const error = await fetchFile(api, { url: '/api/v1/test-file.csv' }).catch((e: unknown) => e);
    expect(errorMessage(error, 'Fallback.')).toBe('Fallback.');
  });
});
