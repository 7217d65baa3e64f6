import { describe, expect, it } from 'vitest';
import { couponBenefit, couponMessages as m, couponRefusal, normaliseCouponCode, type CouponTerms, type CouponUse } from './coupon-rules.js';

const terms: CouponTerms = {
  kind: 'booking_amount', value: 200, accessory: null, active: true, validFrom: '2026-11-01', validUntil: '2026-11-30',
  models: [], states: [], hubs: [], maxUses: null, maxUsesPerMobile: null, combinesWithReferral: false,
};
const use: CouponUse = { today: '2026-11-15', model: 'rv400', state: 'TN', hub: 12, withReferral: false, usesTotal: 0, usesByMobile: 0 };

describe('coupon rules', () => {
  it('normalises what people type', () => {
    expect(normaliseCouponCode(' diwali-500 ')).toBe('DIWALI500');
  });

  it('gives an amount off the booking amount (never below ₹1), off the price, or an accessory', () => {
    expect(couponBenefit(terms, { amount: 499, price: 100_000 })).toEqual({ value: 200, amount: 299, price: 100_000, text: '₹200 off the booking amount' });
    expect(couponBenefit({ ...terms, value: 1000 }, { amount: 499, price: 100_000 }).amount).toBe(1);
    expect(couponBenefit({ ...terms, kind: 'price', value: 5000 }, { amount: 499, price: 100_000 })).toMatchObject({ amount: 499, price: 95_000 });
    expect(couponBenefit({ ...terms, kind: 'accessory', value: 0, accessory: 'Helmet' }, { amount: 499, price: 1 }).text).toBe('Free Helmet');
  });

  it('refuses outside its dates, scope and limits, and with a referral unless it combines', () => {
    expect(couponRefusal(terms, use)).toBeNull();
    expect(couponRefusal(terms, { ...use, today: '2026-11-30' })).toBeNull();
    expect(couponRefusal({ ...terms, active: false }, use)).toBe(m.off);
    expect(couponRefusal(terms, { ...use, today: '2026-10-31' })).toBe(m.notYet('2026-11-01'));
    expect(couponRefusal(terms, { ...use, today: '2026-12-01' })).toBe(m.expired('2026-11-30'));
    expect(couponRefusal({ ...terms, models: ['rv1'] }, use)).toBe(m.model);
    expect(couponRefusal({ ...terms, states: ['KA'] }, use)).toBe(m.place);
    expect(couponRefusal({ ...terms, hubs: [9] }, use)).toBe(m.place);
    expect(couponRefusal(terms, { ...use, withReferral: true })).toBe(m.referral);
    expect(couponRefusal({ ...terms, combinesWithReferral: true }, { ...use, withReferral: true })).toBeNull();
    expect(couponRefusal({ ...terms, maxUses: 3 }, { ...use, usesTotal: 3 })).toBe(m.usedUp);
    expect(couponRefusal({ ...terms, maxUsesPerMobile: 1 }, { ...use, usesByMobile: 1 })).toBe(m.usedByMobile);
    expect(couponRefusal(terms, { ...use, order: 'purchase' })).toBe(m.bookingOnly);
    expect(couponRefusal({ ...terms, kind: 'price' }, { ...use, order: 'purchase' })).toBeNull();
  });
});
