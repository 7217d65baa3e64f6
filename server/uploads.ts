// Uploads, for every endpoint that takes files (job applications today): a scope that parses multipart and
// nothing else, reading the form, judging a file by its bytes, names safe to keep and download headers.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './deps.js';
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

/**
 * Registers upload routes in a scope of their own that parses multipart only, so the JSON routes never accept
 * multipart and these answer anything else with 415 and `unsupported`.
 */
export function registerMultipartScope(app: App, options: { limits: MultipartLimits; unsupported: string }, routes: (scope: App) => void): void {
  app.register(async (instance) => {
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
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DOCX_PART = Buffer.from('word/document.xml', 'latin1');

export type DocumentExtension = '.pdf' | '.docx';

/** What the file really is, judged by its name and its bytes; null when they are not a PDF or a Word .docx. */
export function detectDocumentType(fileName: string, data: Buffer): DocumentExtension | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.pdf') && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return '.pdf';
  if (name.endsWith('.docx') && data.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC) && data.includes(DOCX_PART)) return '.docx';
  return null;
}

/** `attachment` with an ASCII fallback name (`fallback` when none is left) and the exact UTF-8 name (RFC 6266 / 8187). */
export function attachmentDisposition(fileName: string, fallback = 'file'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || fallback;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
