// Files the site downloads: a CV, a CSV export, an order's PDF, "my data". The one way: the feature's API function
// (it carries the session) fetches the bytes with fetchFile, which reads a failed answer's JSON error out of its
// bytes in one place; the thunk's outcome (lib/store/request.ts) carries the message; useDownload (lib/use-download.ts)
// saves the file under the server's name and holds the busy flag and the one error message a screen shows.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';

/** A downloaded body and its Content-Disposition header (null when the server sent none). */
export type DownloadedFile = { blob: Blob; disposition: string | null };

/** A Blob's text; FileReader where Blob has no text() (older Safari, jsdom). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob);
  });
}

/**
 * A failed download's body arrives as bytes (a Blob or an ArrayBuffer) like the file would have: parses its JSON
 * (the API's `{ message, errors }`) so errorMessage/fieldErrorsOf read it; leaves anything else as it is.
 */
export async function readErrorBody(error: unknown): Promise<void> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  const body = response?.data;
  let text: string | null = null;
  if (typeof Blob !== 'undefined' && body instanceof Blob && body.type.includes('json')) text = await blobText(body);
  else if (body instanceof ArrayBuffer) text = new TextDecoder().decode(body);
  if (!response || text === null) return;
  try {
    response.data = JSON.parse(text) as unknown;
  } catch {
    // Not JSON after all: the caller falls back to its own message.
  }
}

/**
 * Fetches a file through the given client (default responseType 'blob'; an 'arraybuffer' answer becomes a Blob of
 * `type`). On failure the error is thrown with its JSON body already read (readErrorBody).
 */
export async function fetchFile(client: AxiosInstance, request: AxiosRequestConfig, type?: string): Promise<DownloadedFile> {
  try {
    const res = await client.request<Blob | ArrayBuffer>({ method: 'GET', responseType: 'blob', ...request });
    const disposition: unknown = res.headers['content-disposition'];
    const blob = res.data instanceof ArrayBuffer ? new Blob([res.data], type ? { type } : {}) : res.data;
    return { blob, disposition: typeof disposition === 'string' ? disposition : null };
  } catch (error) {
    await readErrorBody(error);
    throw error;
  }
}

/** Saves a Blob under `filename`: a temporary object URL and a hidden <a download>. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns: revoke a moment later, not at once.
  window.setTimeout(() => URL.revokeObjectURL(url), 100);
}

/** The file name a Content-Disposition header gives (RFC 6266: filename* wins), or `fallback`. */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/** Saves a downloaded body under the name its Content-Disposition gives, or `fallback` when it gives none. */
export function saveDownload(blob: Blob, contentDisposition: string | null | undefined, fallback: string): void {
  saveFile(blob, fileNameFromDisposition(contentDisposition, fallback));
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * The query string of a CSV export ('' or '?…'): the list's current filters and sort, without `page`/`pageSize`,
 * since an export holds every matching row.
 */
export function csvExportSearch(query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'pageSize' || value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** The CSV export address of a list: `<listPath>.csv` with the query of csvExportSearch. */
export function csvExportUrl(listPath: string, query: Record<string, QueryValue>): string {
  return `${listPath.replace(/\/$/, '')}.csv${csvExportSearch(query)}`;
}
