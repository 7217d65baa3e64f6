// @vitest-environment node
// Where the gateway sends a customer back: the order's page, in the language of the site the order was made on where
// the Hindi site has that page (issue 29).
import { describe, expect, it } from 'vitest';
import { paymentReturnPath } from './return-path.js';

describe('paymentReturnPath', () => {
  it('sends a booking back to its thank-you page, a purchase to its order page and an upgrade to its upgrade order page', () => {
    expect(paymentReturnPath('booking', 42, 'en')).toBe('/thankyoubooking/42');
    expect(paymentReturnPath('purchase', 42, 'en')).toBe('/order/42');
    expect(paymentReturnPath('upgrade', 42, 'en')).toBe('/upgradeorder/42');
  });

  it('sends a booking made on the Hindi site to its Hindi thank-you page', () => {
    expect(paymentReturnPath('booking', 42, 'hi')).toBe('/hi/thankyoubooking/42');
  });

  it('sends a Hindi purchase or upgrade to the English page, which the Hindi site does not have', () => {
    expect(paymentReturnPath('purchase', 42, 'hi')).toBe('/order/42');
    expect(paymentReturnPath('upgrade', 42, 'hi')).toBe('/upgradeorder/42');
  });

  it('uses English when the language is not known (a booking the call centre made)', () => {
    expect(paymentReturnPath('booking', 42, null)).toBe('/thankyoubooking/42');
  });
});
