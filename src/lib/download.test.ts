import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvExportUrl, fileNameFromDisposition, saveDownload } from './download';

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
