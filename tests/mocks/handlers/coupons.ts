// The coupon API for screen tests, made from the contract's descriptors (every success answer is checked against its
// schema): coupons in memory (fresh from couponHandlers() in each test that uses them), the check with the contract's
// own rules, and the back office's list, create, change and switch-off.
import { HttpResponse } from 'msw';
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import { couponEndpointSchemas as schemas } from '@contract/coupons-endpoint-schemas';
import { couponEndpoints as e } from '@contract/coupons-endpoints';
import { COUPON_CODE_RE, couponBenefit, couponMessages as m, couponRefusal, normaliseCouponCode } from '@contract/coupon-rules';
import type { Coupon, CouponRequest } from '@contract/coupons';
import { todayInIndia } from '@contract/rules';
import { endpointHandler } from '../endpoint';

const PRICE = 120_000;
const fieldError = (field: string, message: string) => HttpResponse.json({ message: `${field}: ${message}`, errors: [{ field, message }] }, { status: 400 });

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1, code: 'DIWALI200', kind: 'booking_amount', value: 200, accessory: null, valid_from: '2000-01-01', valid_until: '2999-12-31',
    models: [], states: [], hubs: [], max_uses: null, max_uses_per_mobile: null, combines_with_referral: false, active: true, uses: 0,
    created_at: '2026-11-01T10:00:00.000Z', ...overrides,
  };
}

/** Handlers over their own list of coupons (the list is given back for the test to look at). */
export function couponHandlers(initial: Coupon[] = [makeCoupon()]) {
  const coupons = [...initial];
  const saved = (body: CouponRequest, base: Partial<Coupon>): Coupon =>
    makeCoupon({
      ...base,
      code: normaliseCouponCode(body.code),
      kind: body.kind,
      value: body.kind === 'accessory' ? 0 : Number(body.value),
      accessory: body.kind === 'accessory' ? ((body.accessory as string | null | undefined) ?? null) : null,
      valid_from: body.valid_from,
      valid_until: body.valid_until,
      models: body.models ?? [],
      states: body.states ?? [],
      hubs: body.hubs ?? [],
      max_uses: body.max_uses ? Number(body.max_uses) : null,
      max_uses_per_mobile: body.max_uses_per_mobile ? Number(body.max_uses_per_mobile) : null,
      combines_with_referral: body.combines_with_referral ?? false,
      active: body.active ?? true,
    });
  const handlers = [
    endpointHandler(e.check, schemas.check, ({ request }) =>
      request.json().then((body) => {
        const code = normaliseCouponCode(body.code);
        if (!COUPON_CODE_RE.test(code)) return fieldError('coupon', m.format);
        const c = coupons.find((x) => x.code === code);
        if (!c) return fieldError('coupon', m.unknown);
        const terms = {
          ...c, validFrom: c.valid_from, validUntil: c.valid_until, maxUses: c.max_uses, maxUsesPerMobile: c.max_uses_per_mobile, combinesWithReferral: c.combines_with_referral,
        };
        const refusal = couponRefusal(terms, {
          today: todayInIndia(), model: body.model, state: String(body.state), hub: Number(body.dealer_id), withReferral: Boolean(body.referral_code), usesTotal: c.uses, usesByMobile: 0,
        });
        if (refusal) return fieldError('coupon', refusal);
        const b = couponBenefit(c, { amount: BOOKING_AMOUNT, price: PRICE });
        return HttpResponse.json({ data: { code: c.code, kind: c.kind, value: b.value, text: b.text, amount: b.amount, price: b.price } });
      }),
    ),
    endpointHandler(e.boList, schemas.boList, () => HttpResponse.json({ data: [...coupons].reverse() })),
    endpointHandler(e.boCreate, schemas.boCreate, async ({ request }) => {
      const body = await request.json();
      if (coupons.some((c) => c.code === normaliseCouponCode(body.code))) return fieldError('code', m.codeTaken);
      const c = saved(body, { id: coupons.length + 1 });
      coupons.push(c);
      return HttpResponse.json({ message: `Coupon ${c.code} created.`, data: c }, { status: 201 });
    }),
    endpointHandler(e.boUpdate, schemas.boUpdate, async ({ request, params }) => {
      const i = coupons.findIndex((c) => c.id === Number(params.id));
      if (i < 0) return HttpResponse.json({ message: m.notFound }, { status: 404 });
      const c = saved(await request.json(), { id: coupons[i]!.id, uses: coupons[i]!.uses });
      coupons[i] = c;
      return HttpResponse.json({ message: `Coupon ${c.code} saved.`, data: c });
    }),
    endpointHandler(e.boSwitchOff, schemas.boSwitchOff, ({ params }) => {
      const c = coupons.find((x) => x.id === Number(params.id));
      if (!c) return HttpResponse.json({ message: m.notFound }, { status: 404 });
      c.active = false;
      return HttpResponse.json({ message: `Coupon ${c.code} switched off.`, data: c });
    }),
  ];
  return { handlers, coupons };
}
