// @vitest-environment node
// Walks the generated OpenAPI document and sends every operation bad bodies, queries and path values, as a visitor
// and as a signed-in admin: whatever the input, the answer is never a 5xx. Paths come from the document, never listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DEMO, bearer, createTestContext, signIn, type TestContext } from './test-helpers.js';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Case = { label: string; request: InjectOptions };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(70_000);
const LONG = 'y'.repeat(5_000);
const NESTED: unknown = Array.from({ length: 200 }).reduce<unknown>((inner) => ({ a: inner }), { a: 1 });

/** Replacement values for one field: wrong types, NUL, huge, nested, out-of-range numbers. */
const BAD_VALUES: unknown[] = [NUL, LONG, { nested: { deeper: [1, { x: NUL }] } }, [NUL, 1, null], -1, 1e308, true, null, ''];
/** Whole bodies of the wrong shape. */
const BAD_BODIES: unknown[] = [{}, [{}], 'text', 0, null, { [NUL]: 'x' }, NESTED, { big: HUGE }];
const BAD_PATH_VALUES = ['%00', '1%00', 'z'.repeat(300), '..%2F..%2Fetc%2Fpasswd', '..', 'abc', '-1', '1.5', '99999999999999999999', '%E0%A4%A'];
const BAD_QUERY_VALUES = ['%00', 'a%00b', 'q'.repeat(3_000), 'abc', '-1', '99999999999999999999', '%E0%A4%A', '[]'];

let ctx: TestContext;
let doc: Document;

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return resolve(doc.components?.schemas?.[name]);
  }
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (first) return resolve(first);
  if (schema.allOf) return schema.allOf.reduce<Schema>((merged, part) => {
    const resolved = resolve(part);
    return { ...merged, ...resolved, properties: { ...merged.properties, ...resolved.properties } };
  }, {});
  return schema;
}

/** A plausible value for a schema, so single-field mutations reach past the other fields' checks. */
function sample(raw: Schema | undefined, name = ''): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]));
    case 'array':
      return [sample(schema.items, name)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      if (/mobile/i.test(name)) return '9876500001';
      if (/email/i.test(name)) return 'fuzz@example.com';
      if (/password/i.test(name)) return 'Scooter#2026';
      return 'abc';
  }
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? '1');
}

function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = 'fuzzboundary';
  const parts = Object.entries(fields).map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
  const cv = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 fuzz\r\n`;
  return { payload: `${parts.join('')}${cv}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every request sent to one operation (without the role's headers). */
function casesFor(template: string, method: string, operation: Operation): Case[] {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const url = fillPath(template, {});
  const verb = method.toUpperCase() as InjectOptions['method'];
  const cases: Case[] = [];

  for (const name of pathNames) {
    for (const value of BAD_PATH_VALUES) {
      cases.push({ label: `path ${name}=${value.slice(0, 20)}`, request: { method: verb, url: fillPath(template, { [name]: value }) } });
    }
  }
  for (const name of [...queryNames, 'unknown']) {
    for (const value of BAD_QUERY_VALUES) {
      cases.push({ label: `query ${name}=${value.slice(0, 20)}`, request: { method: verb, url: `${url}?${name}=${value}` } });
    }
    cases.push({ label: `query ${name} twice`, request: { method: verb, url: `${url}?${name}=a&${name}=b` } });
  }

  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const base = sample(jsonSchema) as Record<string, unknown>;
  const fields = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  const bodies: [string, unknown][] = [
    ['valid-looking', base],
    ...BAD_BODIES.map((bad, i): [string, unknown] => [`shape ${i}`, bad]),
    ...BAD_VALUES.map((bad, i): [string, unknown] => [`every field bad ${i}`, Object.fromEntries(fields.map((f) => [f, bad]))]),
    ...fields.flatMap((field) =>
      [NUL, { x: 1 }, 99999999999].map((bad, i): [string, unknown] => [`${field} bad ${i}`, { ...base, [field]: bad }]),
    ),
    ...fields.map((field): [string, unknown] => [`${field} missing`, Object.fromEntries(fields.filter((f) => f !== field).map((f) => [f, base[f]]))]),
  ];
  if (content['multipart/form-data']) {
    const form = { name: 'Meera Iyer', email: 'fuzz@example.com', mobile: '9876500001', city: 'Chennai', experience_years: '2', consent: 'true' };
    for (const [label, extra] of [
      ['cover_note NUL', { cover_note: NUL }],
      ['name NUL', { name: NUL }],
      ['cover_note huge', { cover_note: HUGE }],
      ['field name NUL', { [NUL]: 'x' }],
      ['experience_years text', { experience_years: 'many' }],
    ] as const) {
      cases.push({ label: `multipart ${label}`, request: { method: verb, url, ...multipart({ ...form, ...extra }) } });
    }
    cases.push({ label: 'multipart as JSON', request: { method: verb, url, payload: { cover_note: NUL } } });
  } else if (content['application/x-www-form-urlencoded']) {
    for (const value of BAD_QUERY_VALUES) {
      cases.push({
        label: `form ${value.slice(0, 20)}`,
        request: { method: verb, url, payload: `outcome=${value}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      });
    }
  } else if (method !== 'get' && method !== 'delete') {
    for (const [label, payload] of bodies) {
      cases.push({
        label: `body ${label}`,
        request: { method: verb, url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } },
      });
    }
    cases.push({ label: 'body not JSON', request: { method: verb, url, payload: '{"a":', headers: { 'content-type': 'application/json' } } });
  }
  return cases;
}

beforeAll(async () => {
  ctx = await createTestContext();
  doc = ctx.app.swagger() as unknown as Document;
});
afterAll(() => ctx.close());

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('lists the API', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
  });

  it('never answers 5xx, as a visitor or as an admin', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    let adminToken = await signIn(ctx.app, DEMO.admin);
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        const cases = casesFor(template, method, operation);
        let adminRefused = false;
        for (const role of ['visitor', 'admin'] as const) {
          for (const { label, request } of cases) {
            const auth = role === 'admin' ? bearer(adminToken) : {};
            const res = await ctx.app.inject({ ...request, headers: { ...request.headers, ...auth } });
            sent += 1;
            if (role === 'admin' && res.statusCode === 401) adminRefused = true;
            if (res.statusCode >= 500) failures.push(`${role} ${method.toUpperCase()} ${template} [${label}] → ${res.statusCode} ${res.body.slice(0, 200)}`);
            else if (res.body.includes('    at ')) failures.push(`${role} ${method.toUpperCase()} ${template} [${label}] → a stack in the body`);
          }
        }
        // The operation may have been the sign-out: the next one starts with a live admin session.
        if (adminRefused) adminToken = await signIn(ctx.app, DEMO.admin);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    // A bound on the generator, not on the API: it grows with the routes (the back-office lists took it past 6,000).
    expect(sent).toBeLessThan(20_000);
  });
});
