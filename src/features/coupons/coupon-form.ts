// The coupon form's values (text, as the inputs hold them), the body they make and the checks made before sending,
// with the contract's messages.
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import { COUPON_CODE_RE, COUPON_LIMITS, couponMessages as m, normaliseCouponCode, type CouponKind } from '@contract/coupon-rules';
import type { Coupon, CouponRequest } from '@contract/coupons';
import type { Errors } from '@/lib/validation';

export type CouponFormField =
  | 'code' | 'kind' | 'value' | 'accessory' | 'valid_from' | 'valid_until' | 'models' | 'states' | 'hubs' | 'max_uses' | 'max_uses_per_mobile'
  | 'combines_with_referral';
export type CouponFormValues = Record<CouponFormField, string>;

export const emptyCouponForm: CouponFormValues = {
  code: '', kind: 'booking_amount', value: '', accessory: '', valid_from: '', valid_until: '', models: '', states: '', hubs: '', max_uses: '',
  max_uses_per_mobile: '', combines_with_referral: '',
};

export function couponFormOf(c: Coupon): CouponFormValues {
  return {
    code: c.code, kind: c.kind, value: c.kind === 'accessory' ? '' : String(c.value), accessory: c.accessory ?? '', valid_from: c.valid_from,
    valid_until: c.valid_until, models: c.models.join(', '), states: c.states.join(', '), hubs: c.hubs.join(', '),
    max_uses: c.max_uses === null ? '' : String(c.max_uses), max_uses_per_mobile: c.max_uses_per_mobile === null ? '' : String(c.max_uses_per_mobile),
    combines_with_referral: c.combines_with_referral ? 'yes' : '',
  };
}

const list = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);
const whole = (v: string) => /^\d+$/.test(v.trim());
const isoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

export function couponFormErrors(v: CouponFormValues): Errors<CouponFormField> {
  const e: Errors<CouponFormField> = {};
  if (!COUPON_CODE_RE.test(normaliseCouponCode(v.code))) e.code = m.code;
  if (v.kind === 'accessory') {
    if (!v.accessory.trim() || v.accessory.trim().length > COUPON_LIMITS.accessoryMax) e.accessory = m.accessory;
  } else if (!whole(v.value) || Number(v.value) < 1 || Number(v.value) > COUPON_LIMITS.valueMax) e.value = m.value;
  else if (v.kind === 'booking_amount' && Number(v.value) >= BOOKING_AMOUNT) e.value = m.valueBooking;
  if (!isoDate(v.valid_from)) e.valid_from = m.validFrom;
  if (!isoDate(v.valid_until) || (isoDate(v.valid_from) && v.valid_until < v.valid_from)) e.valid_until = m.validUntil;
  for (const k of ['max_uses', 'max_uses_per_mobile'] as const) if (v[k].trim() && (!whole(v[k]) || Number(v[k]) < 1)) e[k] = m.uses;
  if (list(v.hubs).some((h) => !whole(h))) e.hubs = 'List hub numbers separated by commas, e.g. 9, 12.';
  return e;
}

export function couponBodyOf(v: CouponFormValues, active: boolean): CouponRequest {
  const kind = v.kind as CouponKind;
  return {
    code: v.code,
    kind,
    value: kind === 'accessory' ? 0 : Number(v.value),
    accessory: kind === 'accessory' ? v.accessory.trim() : null,
    valid_from: v.valid_from,
    valid_until: v.valid_until,
    models: list(v.models).map((s) => s.toLowerCase()),
    states: list(v.states).map((s) => s.toUpperCase()),
    hubs: list(v.hubs).map(Number),
    max_uses: v.max_uses.trim() ? Number(v.max_uses) : null,
    max_uses_per_mobile: v.max_uses_per_mobile.trim() ? Number(v.max_uses_per_mobile) : null,
    combines_with_referral: v.combines_with_referral === 'yes',
    active,
  };
}
