// Leads (issue 14): what the site records of a visit that ends in an enquiry. Zod-free: the SPA imports it at run time.
/** The page address a lead records: any 'ref=' query parameter dropped (SPEC §5 "'?ref=' is dropped from the lead url"). */
export function leadUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const bare = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = bare.indexOf('?');
  if (queryAt < 0) return url;
  const kept = bare
    .slice(queryAt + 1)
    .split('&')
    .filter((part) => part && !/^ref=/i.test(part));
  return `${bare.slice(0, queryAt)}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}
