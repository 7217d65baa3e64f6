/** Saves a downloaded file under its own name: a temporary object URL and a hidden <a download>. */
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
