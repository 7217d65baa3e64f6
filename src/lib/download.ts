// Files the back office downloads: a CV, a CSV export. The bytes come through the feature's API
// function (it carries the session), and the browser saves them under a given name.

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
