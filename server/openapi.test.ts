// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_KEYS } from './test-fakes/razorpay.js';
import { createTestContext, siblingApp, type TestContext } from './test-helpers.js';

type Schema = { type?: string; format?: string; items?: Schema; properties?: Record<string, Schema>; required?: string[] };
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  tags?: string[];
  summary?: string;
  requestBody?: { content: Media };
  responses?: Record<string, { description?: string; content?: Media }>;
};
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
      '/api/v1/admin/banners',
      '/api/v1/admin/banners/order',
      '/api/v1/admin/banners/{id}',
      '/api/v1/admin/dealer-applications',
      '/api/v1/admin/dealer-applications.csv',
      '/api/v1/admin/dealer-applications/{id}',
      '/api/v1/admin/jobs',
      '/api/v1/admin/jobs/{id}',
      '/api/v1/admin/offers',
      '/api/v1/admin/offers/audience',
      '/api/v1/admin/orders/{id}/refund',
      '/api/v1/admin/orders/{id}/vendor-links',
      '/api/v1/admin/products',
      '/api/v1/admin/products/{id}',
      '/api/v1/admin/referrals',
      '/api/v1/admin/referrals.csv',
      '/api/v1/admin/service-dash',
      '/api/v1/admin/service-dash/{id}',
      '/api/v1/admin/special-codes',
      '/api/v1/admin/special-codes/{id}/revoke',
      '/api/v1/admin/spin-prizes',
      '/api/v1/admin/spin-prizes/{id}',
      '/api/v1/admin/spins',
      '/api/v1/admin/spins.csv',
      '/api/v1/admin/support/tickets',
      '/api/v1/admin/support/tickets.csv',
      '/api/v1/admin/support/tickets/{id}',
      '/api/v1/admin/support/tickets/{id}/notes',
      '/api/v1/admin/support/tickets/{id}/photos/{photoId}',
      '/api/v1/admin/support/tickets/{id}/replies',
      '/api/v1/admin/vendor-links',
      '/api/v1/admin/vendor-links/{id}/revoke',
      '/api/v1/auth/otp',
      '/api/v1/auth/password',
      '/api/v1/auth/password/reset',
      '/api/v1/auth/password/reset/otp',
      '/api/v1/auth/signin',
      '/api/v1/auth/signout',
      '/api/v1/auth/signout-all',
      '/api/v1/back-office/contact-requests',
      '/api/v1/back-office/contact-requests/export.csv',
      '/api/v1/back-office/contact-requests/{id}',
      '/api/v1/back-office/contact-requests/{id}/actions',
      '/api/v1/back-office/coupons',
      '/api/v1/back-office/coupons/{id}',
      '/api/v1/back-office/coupons/{id}/switch-off',
      '/api/v1/back-office/coupons/{id}/uses.csv',
      '/api/v1/back-office/dashboard',
      '/api/v1/back-office/erasure-requests',
      '/api/v1/back-office/feedback',
      '/api/v1/back-office/feedback.csv',
      '/api/v1/back-office/feedback/summary',
      '/api/v1/back-office/hub-slots',
      '/api/v1/back-office/hubs/{id}/service-capacity',
      '/api/v1/back-office/hubs/{id}/test-ride-capacity',
      '/api/v1/back-office/media',
      '/api/v1/back-office/media/{id}',
      '/api/v1/back-office/my-hubs',
      '/api/v1/back-office/notify-requests',
      '/api/v1/back-office/notify-requests/export.csv',
      '/api/v1/back-office/notify-requests/{id}',
      '/api/v1/back-office/notify-requests/{id}/actions',
      '/api/v1/back-office/orders',
      '/api/v1/back-office/orders/export.csv',
      '/api/v1/back-office/orders/{id}',
      '/api/v1/back-office/orders/{id}/allot',
      '/api/v1/back-office/orders/{id}/cancel',
      '/api/v1/back-office/orders/{id}/deliver',
      '/api/v1/back-office/orders/{id}/hub-payment',
      '/api/v1/back-office/orders/{id}/inspect',
      '/api/v1/back-office/orders/{id}/notes',
      '/api/v1/back-office/orders/{id}/ready',
      '/api/v1/back-office/orders/{id}/registration',
      '/api/v1/back-office/passes/open',
      '/api/v1/back-office/reviews',
      '/api/v1/back-office/reviews/{id}/hide',
      '/api/v1/back-office/reviews/{id}/publish',
      '/api/v1/back-office/reviews/{id}/reply',
      '/api/v1/back-office/service-visits',
      '/api/v1/back-office/service-visits/{id}',
      '/api/v1/back-office/service-visits/{id}/cancel',
      '/api/v1/back-office/service-visits/{id}/complete',
      '/api/v1/back-office/service-visits/{id}/confirm',
      '/api/v1/back-office/service-visits/{id}/reschedule',
      '/api/v1/back-office/test-rides',
      '/api/v1/back-office/test-rides/export.csv',
      '/api/v1/back-office/test-rides/{id}',
      '/api/v1/back-office/test-rides/{id}/actions',
      '/api/v1/banners',
      '/api/v1/banners/{id}/image/{width}',
      '/api/v1/bookings',
      '/api/v1/callcentre/bookings',
      '/api/v1/callcentre/upgrades',
      '/api/v1/callcentre/upgrades/otp',
      '/api/v1/chatbot/addChatUser',
      '/api/v1/common/getallstatelist',
      '/api/v1/common/getallstatelist_upgrade',
      '/api/v1/common/getservicecenter',
      '/api/v1/common/lsq_booking_lead',
      '/api/v1/common/lsq_booking_lead_update',
      '/api/v1/contact',
      '/api/v1/coupons/check',
      '/api/v1/customer/info/{c_id}',
      '/api/v1/customer/profile',
      '/api/v1/customer/register',
      '/api/v1/customer/register/otp',
      '/api/v1/customer/{id}',
      '/api/v1/dealer-applications',
      '/api/v1/dealer/products',
      '/api/v1/feedback/link',
      '/api/v1/jobs',
      '/api/v1/jobs/{id}',
      '/api/v1/jobs/{id}/applications',
      '/api/v1/me/consents/marketing',
      '/api/v1/me/contact',
      '/api/v1/me/data',
      '/api/v1/me/data.html',
      '/api/v1/me/erase',
      '/api/v1/me/erase/otp',
      '/api/v1/me/feedback/{subject}/{id}',
      '/api/v1/me/language',
      '/api/v1/me/notifications',
      '/api/v1/me/notifications/push-devices',
      '/api/v1/me/notifications/push-devices/{id}',
      '/api/v1/me/notifications/push-key',
      '/api/v1/me/notify',
      '/api/v1/me/notify/{id}',
      '/api/v1/me/test-rides',
      '/api/v1/me/test-rides/{id}/cancel',
      '/api/v1/me/test-rides/{id}/pass',
      '/api/v1/me/test-rides/{id}/reschedule',
      '/api/v1/media',
      '/api/v1/notify',
      '/api/v1/orders',
      '/api/v1/orders/lookup',
      '/api/v1/orders/lookup/verify',
      '/api/v1/orders/{id}',
      '/api/v1/orders/{id}/cancel',
      '/api/v1/orders/{id}/delivery-note.pdf',
      '/api/v1/orders/{id}/invoice.pdf',
      '/api/v1/orders/{id}/pass',
      '/api/v1/orders/{id}/payments',
      '/api/v1/orders/{id}/receipt.pdf',
      '/api/v1/orders/{id}/spin',
      '/api/v1/partners/{slug}',
      '/api/v1/partners/{slug}/claim',
      '/api/v1/partners/{slug}/email-otp',
      '/api/v1/partners/{slug}/email-verify',
      '/api/v1/payments/sandbox/{orderId}',
      '/api/v1/payments/sandbox/{orderId}/refund',
      '/api/v1/products',
      '/api/v1/products/top-sellers',
      '/api/v1/products/{id}',
      '/api/v1/products/{id}/reviews',
      '/api/v1/products/{id}/reviews/my-votes',
      '/api/v1/products/{id}/{colour}',
      '/api/v1/reviews/orders/{id}',
      '/api/v1/reviews/orders/{id}/photo',
      '/api/v1/reviews/{id}/helpful',
      '/api/v1/reviews/{id}/photo',
      '/api/v1/rewards',
      '/api/v1/rewards/redemptions',
      '/api/v1/rewards/referral',
      '/api/v1/service-visits',
      '/api/v1/service-visits/slots',
      '/api/v1/service-visits/{id}/cancel',
      '/api/v1/service-visits/{id}/reschedule',
      '/api/v1/special-booking/access',
      '/api/v1/special-booking/claim',
      '/api/v1/special-booking/page',
      '/api/v1/support/otp',
      '/api/v1/support/tickets',
      '/api/v1/support/tickets/{id}',
      '/api/v1/support/tickets/{id}/photos/{photoId}',
      '/api/v1/support/tickets/{id}/replies',
      '/api/v1/test-rides',
      '/api/v1/test-rides/availability',
      '/api/v1/upgrades',
      '/api/v1/upgrades/check',
      '/api/v1/users',
      '/api/v1/users/{id}',
      '/api/v1/vendor-actions',
      '/api/v1/webhooks/whatsapp',
      // The media library's made files (public, cached for good), beside the API: /media/12/800.avif.
      '/media/{id}/{file}',
    ]);
  });

  it.each([
    ['/api/v1/support/tickets', ['topic', 'message'], 'photos'],
    ['/api/v1/admin/banners', ['headline', 'alt', 'link', 'startsAt', 'image'], 'image'],
    ['/api/v1/jobs/{id}/applications', ['name', 'email', 'mobile', 'city', 'experience_years', 'consent', 'cv'], 'cv'],
    ['/api/v1/back-office/media', ['model', 'slot', 'alt', 'photo'], 'photo'],
  ])('describes the multipart form of POST %s: its text fields and its file', (path, required, file) => {
    const form = doc.paths[path]?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.type).toBe('object');
    expect(form?.required).toEqual(expect.arrayContaining(required));
    const field = form?.properties?.[file];
    expect(field?.items?.format ?? field?.format).toBe('binary');
    expect(Object.keys(form?.properties ?? {}).length).toBeGreaterThan(3);
  });

  it.each(['/api/v1/back-office/orders/export.csv', '/api/v1/admin/referrals.csv', '/api/v1/admin/spins.csv'])('gives GET %s a 200 text/csv answer', (path) => {
    const ok = doc.paths[path]?.get?.responses?.['200'];
    expect(ok?.content?.['text/csv']?.schema?.type).toBe('string');
    expect(Object.keys(ok?.content ?? {})).toEqual(['text/csv']);
  });

  it("shows the configured gateway's payment pages, callback and webhook (tag Payments)", async () => {
    const sandbox = doc.paths['/api/v1/payments/sandbox/{orderId}'];
    expect(sandbox?.get?.tags).toEqual(['Payments']);
    expect(sandbox?.get?.responses?.['200']?.content).toHaveProperty('text/html');
    expect(sandbox?.post?.requestBody?.content).toHaveProperty('application/x-www-form-urlencoded');
    expect(sandbox?.post?.responses).toHaveProperty('303');

    const app = await siblingApp(ctx, { paymentProvider: 'razorpay', razorpay: { ...FAKE_KEYS, apiBase: 'http://127.0.0.1:9' } });
    try {
      const razorpay = (app.swagger() as unknown as Document).paths;
      expect(Object.keys(razorpay).filter((path) => path.includes('/payments/'))).toEqual([
        '/api/v1/payments/razorpay/{orderId}/checkout',
        '/api/v1/payments/razorpay/callback',
        '/api/v1/payments/razorpay/webhook',
      ]);
      const checkout = razorpay['/api/v1/payments/razorpay/{orderId}/checkout']?.get;
      expect(checkout?.responses?.['200']?.content).toHaveProperty('text/html');
      const callback = razorpay['/api/v1/payments/razorpay/callback']?.post;
      expect(callback?.requestBody?.content).toHaveProperty('application/x-www-form-urlencoded');
      expect(callback?.responses).toHaveProperty('303');
      const webhook = razorpay['/api/v1/payments/razorpay/webhook']?.post;
      expect(webhook?.requestBody?.content['application/json']?.schema?.required).toContain('event');
      expect(webhook?.responses?.['200']?.content).toHaveProperty('application/json');
      for (const op of [checkout, callback, webhook]) {
        expect(op?.tags).toEqual(['Payments']);
        expect(op?.summary?.trim()).toBeTruthy();
      }
    } finally {
      await app.close();
    }
  });
});
