/** An ILIKE pattern that matches `q` anywhere, with the wildcards in `q` taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
