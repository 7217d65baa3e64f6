// Uploads, for every endpoint that takes files (job applications today): a scope that parses multipart and
// nothing else, reading the form, judging a file by its bytes, names safe to keep and download headers.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeLimits } from './auth/rate-limit.js';
import type { App, Deps } from './deps.js';
import { HttpError, fieldError } from './errors.js';
import { MSG } from './messages.js';

/** Limits of the multipart parser (@fastify/multipart's names). */
export type MultipartLimits = {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  fieldNameSize: number;
  parts: number;
  headerPairs: number;
};

/** Route body limit for a multipart form: the file itself plus room for the text fields and part headers. */
export function multipartBodyLimit(maxFileBytes: number): number {
  return maxFileBytes + 256 * 1024;
}

export type MultipartScopeOptions = {
  limits: MultipartLimits;
  unsupported: string;
  /** Runs before any of the body is read (a rate limit): throw an HttpError to refuse the request. */
  guard?: (request: FastifyRequest) => Promise<void>;
};

/** The guard of every upload route: each upload counts against the sender's address before its body is read. */
export function uploadsPerIpGuard({ db, config, now }: Pick<Deps, 'db' | 'config' | 'now'>): (request: FastifyRequest) => Promise<void> {
  return (request) => consumeLimits(db, [{ key: `upload:ip:${request.ip}`, rule: config.rateLimits.uploadsPerIp }], now());
}

/**
 * Registers upload routes in a scope of their own that parses multipart only, so the JSON routes never accept
 * multipart and these answer anything else with 415 and `unsupported`. Before the body is read, a declared length
 * over the route's body limit is refused with 413 and the guard runs, so refused uploads never reach memory.
 */
export function registerMultipartScope(app: App, options: MultipartScopeOptions, routes: (scope: App) => void): void {
  app.register(async (instance) => {
    instance.addHook('onRequest', async (request) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > request.routeOptions.bodyLimit) throw new HttpError(413, MSG.bodyTooLarge);
      if (options.guard) await options.guard(request);
    });
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, options.unsupported)));
    await instance.register(fastifyMultipart, { limits: options.limits });
    routes(instance.withTypeProvider<ZodTypeProvider>());
  });
}

export type UploadedFile = { fileName: string; data: Buffer };
/** What the caller is told when the parser's file limits are hit, for the form's file field. */
export type UploadMessages = { tooLarge: string; oneFile: string };

/** A parser error (limits, a malformed body) as the API's error. */
function formError(error: unknown, fileField: string, messages: UploadMessages): HttpError {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, `${fileField}: ${messages.tooLarge}`, [{ field: fileField, message: messages.tooLarge }]);
    case 'FST_FILES_LIMIT':
      return fieldError(fileField, messages.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, MSG.formTooLarge);
    default:
      return new HttpError(400, MSG.formUnreadable);
  }
}

/** The text fields (first value of each name) and the first file of `fileField`; other files are skipped. */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  messages: UploadMessages,
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  const fields = new Map<string, unknown>();
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && !file) file = { fileName: part.filename, data: await part.toBuffer() };
        else part.file.resume();
      } else if (!fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw formError(error, fileField, messages);
  }
  return { fields: Object.fromEntries(fields), file };
}

export const FILE_NAME_MAX = 120;

/**
 * The client's file name made safe to keep and show: no folders, no control or direction-changing
 * characters, single spaces, at most `max` characters (the extension is kept when it is shortened).
 */
export function sanitiseFileName(raw: string, max = FILE_NAME_MAX): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return chars.slice(0, max - ext.length).join('').trimEnd() + ext;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** How much of a PDF's start is searched for HTML: browsers sniff far less than this before rendering a page. */
export const PDF_HTML_SCAN_BYTES = 64 * 1024;
const HTML_MARKERS = ['<html', '<script', '<!doctype html'];

/** Bounds of a .docx's ZIP, read from its central directory (declared sizes; nothing is inflated). */
export const DOCX_LIMITS = {
  maxEntries: 1000,
  maxUncompressedBytes: 50 * 1024 * 1024,
  /** Real Word XML deflates 5–20×; far beyond this is a zip bomb. */
  maxRatio: 200,
} as const;

export type ZipEntryInfo = { name: string; method: number; compressedSize: number; uncompressedSize: number; encrypted: boolean };

const u16 = (data: Buffer, at: number) => data.readUInt16LE(at);
const u32 = (data: Buffer, at: number) => data.readUInt32LE(at);

/**
 * The entries of a ZIP's central directory, or null when the archive is not a plain, consistent ZIP: the end
 * record must close the file (its comment reaches exactly to the end), ZIP64 and multi-disk archives are refused,
 * and every entry must point at a local header before the directory.
 */
export function readZipDirectory(data: Buffer): ZipEntryInfo[] | null {
  const END_SIZE = 22;
  if (data.length < END_SIZE) return null;
  let end = -1;
  for (let at = data.length - END_SIZE; at >= Math.max(0, data.length - END_SIZE - 0xffff); at -= 1) {
    if (u32(data, at) === 0x06054b50 && at + END_SIZE + u16(data, at + 20) === data.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(data, end + 10);
  const dirSize = u32(data, end + 12);
  const dirOffset = u32(data, end + 16);
  if (u16(data, end + 4) !== 0 || u16(data, end + 6) !== 0 || u16(data, end + 8) !== count) return null;
  if (count === 0xffff || dirOffset === 0xffffffff || dirOffset + dirSize !== end) return null;
  const entries: ZipEntryInfo[] = [];
  let at = dirOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || u32(data, at) !== 0x02014b50) return null;
    const nameLength = u16(data, at + 28);
    const next = at + 46 + nameLength + u16(data, at + 30) + u16(data, at + 32);
    const localOffset = u32(data, at + 42);
    if (next > end || localOffset + 30 > dirOffset || u32(data, localOffset) !== 0x04034b50) return null;
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: u16(data, at + 10),
      compressedSize: u32(data, at + 20),
      uncompressedSize: u32(data, at + 24),
      encrypted: (u16(data, at + 8) & 1) === 1,
    });
    at = next;
  }
  return at === end ? entries : null;
}

/** A Word document by its central directory: its parts, no Java archive, no hidden size. */
export function isWordDocument(data: Buffer): boolean {
  const entries = readZipDirectory(data);
  if (!entries || entries.length === 0 || entries.length > DOCX_LIMITS.maxEntries) return false;
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('word/document.xml') || !names.has('[Content_Types].xml')) return false;
  let total = 0;
  for (const entry of entries) {
    const name = entry.name.toLowerCase();
    if (entry.encrypted || name.startsWith('/') || name.split('/').includes('..')) return false;
    if (name.startsWith('meta-inf/') || name.endsWith('.class') || name.endsWith('.jar')) return false;
    if (entry.method !== 0 && entry.method !== 8) return false;
    if (entry.uncompressedSize > Math.max(1024, entry.compressedSize * DOCX_LIMITS.maxRatio)) return false;
    total += entry.uncompressedSize;
  }
  return total <= DOCX_LIMITS.maxUncompressedBytes;
}

/** A PDF by its header, with no HTML near its start that a browser could be talked into rendering. */
export function isPdfDocument(data: Buffer): boolean {
  if (!data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return false;
  const head = data.subarray(0, PDF_HTML_SCAN_BYTES).toString('latin1').toLowerCase();
  return !HTML_MARKERS.some((marker) => head.includes(marker));
}

export type DocumentExtension = '.pdf' | '.docx';

/** What the file really is, judged by its name and its content; null when they are not a PDF or a Word .docx. */
export function detectDocumentType(fileName: string, data: Buffer): DocumentExtension | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.pdf') && isPdfDocument(data)) return '.pdf';
  if (name.endsWith('.docx') && isWordDocument(data)) return '.docx';
  return null;
}

/** `attachment` with an ASCII fallback name (`fallback` when none is left) and the exact UTF-8 name (RFC 6266 / 8187). */
export function attachmentDisposition(fileName: string, fallback = 'file'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || fallback;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
