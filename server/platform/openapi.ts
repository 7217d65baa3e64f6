// The OpenAPI document (@fastify/swagger), generated from the zod schemas the routes validate with, and the pieces
// of it no validation schema can carry: the fields of a multipart form, the signed webhook's JSON (both read by the
// handler itself), and answers that are not JSON (CSV files, HTML pages, redirects).
import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifySchema {
    /**
     * Documentation only, never validated: the request body as the document shows it (in the media types of
     * `consumes`), for a route whose handler reads the body itself (multipart forms, a raw signed webhook).
     */
    documentedBody?: ZodType;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** jsonSchemaTransform, with `documentedBody` shown as the request body. */
export function openapiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { schema } = input;
  if (!schema?.documentedBody) return jsonSchemaTransform(input);
  const { documentedBody, ...rest } = schema;
  return jsonSchemaTransform({ ...input, schema: { ...rest, body: documentedBody } });
}

export const openapiOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Revolt web API',
      description: 'Reference API of the website and customer portal. Errors: { message, errors? }.',
      version: '1.0.0',
    },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
  },
  transform: openapiTransform,
  transformObject: jsonSchemaTransformObject,
};

/** A file field of a multipart form. */
export const uploadedFile = (description: string) => z.string().meta({ format: 'binary', description });

/** A file field that may be sent up to `max` times (none at all too). */
export const uploadedFiles = (description: string, max: number) => z.array(uploadedFile(description)).max(max).optional();

/** A multipart form as documentedBody: its text fields (the schema the handler parses them with) and its files. */
export const multipartForm = (fields: z.ZodObject, files: Record<string, ZodType>) => fields.extend(files);

/** A 200 whose body is a CSV file (streamed by back-office/csv-export.ts). */
export const csvFile = {
  description: 'The CSV file (UTF-8, a header row, formula cells neutralised), as an attachment',
  content: { 'text/csv': { schema: z.string() } },
};

/** A 200 whose body is a PDF document made on request (server/platform/pdf.ts). */
export const pdfFile = {
  description: 'The PDF document, as an attachment (Content-Disposition gives its file name)',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/** An answer that is an HTML page (the payment gateways' own pages). */
export const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/** A 303 See Other to the page the customer goes on to (Location header), with no body. */
export const seeOther = (description: string) => z.null().describe(description);
