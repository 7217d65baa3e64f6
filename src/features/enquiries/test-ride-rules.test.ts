import { describe, expect, it } from 'vitest';
import { TEST_RIDE_COMMENTS_MAX, enquiryMessages } from '@contract/enquiry-rules';
import { emptyTestRide, isSlot, slotOptions, testRideBody, validateTestRide, type TestRideValues } from './test-ride-rules';

const range = { min: '2026-11-24', max: '2026-12-23' };
const hubs = [{ id: 7 }, { id: 9 }];
const valid: TestRideValues = {
  ...emptyTestRide,
  model: 'rv400',
  name: 'Asha Rao',
  mobile: '+91 98765 43210',
  email: 'asha@example.in',
  state: 'KA',
  city: 'BLR',
  area: 'WHF',
  pincode: ' 560066 ',
  dealer_id: '9',
  preferred_date: '2026-11-24',
  time_slot: '14:00-16:00',
  comments: '',
};

describe('test ride rules', () => {
  it('offers the four two-hour slots, labelled in 12-hour time', () => {
    expect(slotOptions.map((o) => o.label)).toEqual(['10 am – 12 pm', '12 pm – 2 pm', '2 pm – 4 pm', '4 pm – 6 pm']);
    expect(isSlot('16:00-18:00')).toBe(true);
    expect(isSlot('18:00-20:00')).toBe(false);
  });

  it('accepts a complete request', () => {
    expect(validateTestRide(valid, hubs, range)).toEqual({});
  });

  it('takes only a hub of the chosen city', () => {
    expect(validateTestRide({ ...valid, dealer_id: '8' }, hubs, range).dealer_id).toBe(enquiryMessages.dealer);
    expect(validateTestRide(valid, [], range).dealer_id).toBe(enquiryMessages.dealer);
  });

  it('takes a date only inside the window, and none before the window is known', () => {
    expect(validateTestRide({ ...valid, preferred_date: '2026-12-23' }, hubs, range).preferred_date).toBeUndefined();
    expect(validateTestRide({ ...valid, preferred_date: '2026-11-23' }, hubs, range).preferred_date).toBe(enquiryMessages.date);
    expect(validateTestRide({ ...valid, preferred_date: '2026-12-24' }, hubs, range).preferred_date).toBe(enquiryMessages.date);
    expect(validateTestRide(valid, hubs, null).preferred_date).toBe(enquiryMessages.date);
  });

  it('asks for a slot and keeps comments to the limit', () => {
    expect(validateTestRide({ ...valid, time_slot: '' }, hubs, range).time_slot).toBe(enquiryMessages.slot);
    expect(validateTestRide({ ...valid, comments: 'x'.repeat(TEST_RIDE_COMMENTS_MAX + 1) }, hubs, range).comments).toBe(enquiryMessages.comments);
    expect(validateTestRide({ ...valid, comments: ` ${'x'.repeat(TEST_RIDE_COMMENTS_MAX)} ` }, hubs, range).comments).toBeUndefined();
  });

  it('sends trimmed values, the hub as a number and comments only when given', () => {
    const body = testRideBody({ ...valid, time_slot: '14:00-16:00' });
    expect(body).toEqual({
      name: 'Asha Rao',
      mobile: '9876543210',
      email: 'asha@example.in',
      state: 'KA',
      city: 'BLR',
      area: 'WHF',
      pincode: '560066',
      model: 'rv400',
      preferred_date: '2026-11-24',
      time_slot: '14:00-16:00',
      dealer_id: 9,
    });
    expect(testRideBody({ ...valid, time_slot: '14:00-16:00', comments: '  first ride  ' }).comments).toBe('first ride');
  });
});
