// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-helpers.js';

type Operation = { tags?: string[]; summary?: string };
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

let ctx: TestContext;
let doc: Document;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  doc = ctx.app.swagger() as unknown as Document;
});

afterAll(async () => {
  await ctx.close();
});

function operations(): { name: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );
}

describe('OpenAPI document', () => {
  it('gives every operation a tag and a summary', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(30);
    const untagged = ops.filter(({ op }) => !op.tags?.length || op.tags.some((tag) => tag.trim() === '')).map((o) => o.name);
    const unsummarised = ops.filter(({ op }) => !op.summary?.trim()).map((o) => o.name);
    expect(untagged).toEqual([]);
    expect(unsummarised).toEqual([]);
  });

  it('keeps every URL where it was: the API under /api/v1, the legacy product calls, health and readiness under /api', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/health',
      '/api/products',
      '/api/products/{id}',
      '/api/products/{id}/reviews',
      '/api/ready',
      '/api/v1/admin/applications',
      '/api/v1/admin/applications/{id}',
      '/api/v1/admin/applications/{id}/cv',
      '/api/v1/admin/jobs',
      '/api/v1/admin/jobs/{id}',
      '/api/v1/admin/orders/{id}/refund',
      '/api/v1/admin/orders/{id}/transitions',
      '/api/v1/auth/otp',
      '/api/v1/auth/password',
      '/api/v1/auth/password/reset',
      '/api/v1/auth/password/reset/otp',
      '/api/v1/auth/signin',
      '/api/v1/auth/signout',
      '/api/v1/auth/signout-all',
      '/api/v1/back-office/dashboard',
      '/api/v1/bookings',
      '/api/v1/bookings/{id}',
      '/api/v1/bookings/{id}/payments',
      '/api/v1/chatbot/addChatUser',
      '/api/v1/common/getallstatelist',
      '/api/v1/common/getallstatelist_upgrade',
      '/api/v1/common/getservicecenter',
      '/api/v1/contact',
      '/api/v1/customer/info/{c_id}',
      '/api/v1/customer/profile',
      '/api/v1/customer/register',
      '/api/v1/customer/register/otp',
      '/api/v1/customer/{id}',
      '/api/v1/jobs',
      '/api/v1/jobs/{id}',
      '/api/v1/jobs/{id}/applications',
      '/api/v1/me/contact',
      '/api/v1/me/notify',
      '/api/v1/me/notify/{id}',
      '/api/v1/me/test-rides',
      '/api/v1/me/test-rides/{id}/cancel',
      '/api/v1/me/test-rides/{id}/reschedule',
      '/api/v1/notify',
      '/api/v1/orders',
      '/api/v1/orders/lookup',
      '/api/v1/orders/lookup/verify',
      '/api/v1/orders/{id}',
      '/api/v1/orders/{id}/cancel',
      '/api/v1/orders/{id}/payments',
      '/api/v1/products',
      '/api/v1/products/{id}',
      '/api/v1/products/{id}/{colour}',
      '/api/v1/test-rides',
      '/api/v1/users',
      '/api/v1/users/{id}',
    ]);
  });
});
