// Booking coupons (issue 27; rules and texts in coupon-rules.ts): the zod schemas of the requests and answers. The
// server validates and answers through them; the SPA imports the derived types only.
import { z } from 'zod';
import { blankToUndefined, mobile, numericId, state } from './common.js';
import { COUPON_CODE_RE, COUPON_KINDS, COUPON_LIMITS, couponMessages as m, normaliseCouponCode } from './coupon-rules.js';
import { referralCodeField } from './rewards.js';

const code = z.string({ error: m.format }).transform(normaliseCouponCode).pipe(z.string().regex(COUPON_CODE_RE, m.format));

/** The optional coupon at booking: empty means none (SPEC §3: booking info carries `coupon`). */
export const couponField = z.preprocess(blankToUndefined, code.optional());

export const couponParams = z.object({ id: numericId('Use a coupon number.') });

const isoDate = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);
const uses = z.preprocess(blankToUndefined, z.coerce.number({ error: m.uses }).int(m.uses).min(1, m.uses).max(COUPON_LIMITS.usesMax, m.uses).nullable().default(null));

/** POST and PUT of the back office's coupon form. */
export const couponBody = z
  .object({
    code: z.string({ error: m.code }).transform(normaliseCouponCode).pipe(z.string().regex(COUPON_CODE_RE, m.code)),
    kind: z.enum(COUPON_KINDS, { error: m.kind }),
    /** Whole rupees off; 0 for an accessory. */
    value: z.coerce.number({ error: m.value }).int(m.value).min(0, m.value).max(COUPON_LIMITS.valueMax, m.value),
    accessory: z.preprocess(blankToUndefined, z.string({ error: m.accessory }).trim().min(1, m.accessory).max(COUPON_LIMITS.accessoryMax, m.accessory).nullable().default(null)),
    valid_from: isoDate(m.validFrom),
    valid_until: isoDate(m.validUntil),
    models: z.array(z.string().trim().toLowerCase().min(1).max(60)).max(COUPON_LIMITS.scopeMax).default([]),
    states: z.array(z.string().trim().min(1).max(20)).max(COUPON_LIMITS.scopeMax).default([]),
    hubs: z.array(z.number().int().positive()).max(COUPON_LIMITS.scopeMax).default([]),
    max_uses: uses,
    max_uses_per_mobile: uses,
    combines_with_referral: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.valid_until < c.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_until'], message: m.validUntil });
    if (c.kind === 'accessory' && !c.accessory) ctx.addIssue({ code: 'custom', path: ['accessory'], message: m.accessory });
    if (c.kind !== 'accessory' && c.value < 1) ctx.addIssue({ code: 'custom', path: ['value'], message: m.value });
  });

export const coupon = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.number().int(),
    accessory: z.string().nullable(),
    valid_from: z.string(),
    valid_until: z.string(),
    models: z.array(z.string()),
    states: z.array(z.string()),
    hubs: z.array(z.number().int()),
    max_uses: z.number().int().nullable(),
    max_uses_per_mobile: z.number().int().nullable(),
    combines_with_referral: z.boolean(),
    active: z.boolean(),
    /** Bookings made with it so far. */
    uses: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Coupon' });

export const couponListResponse = z.object({ data: z.array(coupon) });
export const couponResponse = z.object({ message: z.string(), data: coupon });

/** POST /api/v1/coupons/check: what the code gives on this booking (the server checks it again when the booking is made). */
export const couponCheckBody = z.object({
  code,
  model: z.string().trim().toLowerCase().min(1).max(60),
  dealer_id: numericId('Choose a hub.'),
  state,
  mobile,
  referral_code: referralCodeField,
});

/** What a coupon gave an order: its code, the rupees off (0 for an accessory) and the benefit's text. */
export const appliedCoupon = z.object({ code: z.string(), value: z.number().int(), text: z.string() }).meta({ id: 'AppliedCoupon' });

export const couponCheckResponse = z.object({
  data: appliedCoupon.extend({ kind: z.enum(COUPON_KINDS), amount: z.number().int(), price: z.number().int() }),
});

export type CouponRequest = z.input<typeof couponBody>;
export type Coupon = z.output<typeof coupon>;
export type CouponListResponse = z.output<typeof couponListResponse>;
export type CouponResponse = z.output<typeof couponResponse>;
export type CouponCheckRequest = z.input<typeof couponCheckBody>;
export type CouponCheckResponse = z.output<typeof couponCheckResponse>;
export type AppliedCoupon = z.output<typeof appliedCoupon>;
