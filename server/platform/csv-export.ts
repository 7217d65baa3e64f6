// CSV export of a back-office list: exactly the filtered set (every matching row, not one page), read from
// the database through a cursor in batches and streamed to the client, so memory stays flat for any size.
// Cells a spreadsheet would run as a formula are neutralised (OWASP "CSV injection").
import { once } from 'node:events';
import type { Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { Db } from './db/index.js';

export type CsvColumn = { key: string; header: string };

/** Rows fetched per round trip: big enough to be fast, small enough that memory does not grow with the export. */
export const CSV_BATCH = 1000;

/** A text cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe. */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return neutralise(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * The download's name: the list, the date and the filters that were set, e.g.
 * `orders-2026-11-23-status-confirmed-model-rv400.csv`. Only [a-z0-9-] survive from filter values.
 */
export function exportFileName(list: string, now: Date, filters: Record<string, unknown> = {}): string {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  const parts = [list, now.toISOString().slice(0, 10)];
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    const text = slug(String(value));
    if (text) parts.push(slug(key), text);
  }
  return `${parts.join('-')}.csv`;
}

/** Resolves when the stream wants more, or when it is closed (the client went away): never hangs the cursor. */
async function drained(stream: Transform): Promise<void> {
  const controller = new AbortController();
  await Promise.race([once(stream, 'drain', { signal: controller.signal }), once(stream, 'close', { signal: controller.signal })]).catch(() => undefined);
  controller.abort();
}

export type CsvExport = {
  filename: string;
  columns: CsvColumn[];
  /** A SELECT whose column aliases are the `columns` keys: the list's own filters and ORDER BY, without LIMIT. */
  sql: string;
  params: unknown[];
};

/**
 * Sends the CSV: headers at once, then the rows as the cursor yields them. Runs in one read transaction (a
 * cursor lives in one), so the file is a consistent snapshot. Returns the reply for the route to return.
 */
export function sendCsv(reply: FastifyReply, db: Db, spec: CsvExport): FastifyReply {
  const stringifier = stringify({ header: true, columns: spec.columns, cast: { string: cell, number: cell, boolean: cell, date: cell, object: cell, bigint: cell } });
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${spec.filename}"; filename*=UTF-8''${encodeURIComponent(spec.filename)}`)
    .header('cache-control', 'no-store');
  let written = 0;
  void db
    .transaction(async (tx) => {
      // db/pool.ts runs a transaction again when its connection drops before COMMIT: after rows went out, that
      // would repeat them, so the file ends broken instead.
      if (written > 0) throw new Error('the database connection dropped during the export');
      await tx.query(`DECLARE csv_export NO SCROLL CURSOR FOR ${spec.sql}`, spec.params);
      for (;;) {
        const { rows } = await tx.query<Record<string, unknown>>(`FETCH ${CSV_BATCH} FROM csv_export`);
        for (const row of rows) {
          written += 1;
          if (stringifier.destroyed) throw new Error('the client went away');
          if (!stringifier.write(row)) await drained(stringifier);
        }
        if (rows.length < CSV_BATCH) break;
      }
      await tx.query('CLOSE csv_export');
    })
    .then(
      () => stringifier.end(),
      (error: unknown) => stringifier.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return reply.send(stringifier);
}
