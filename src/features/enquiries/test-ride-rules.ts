// Pure rules of the test-ride form: its fields, what a valid request is, and the body it sends.
import { TEST_RIDE_COMMENTS_MAX, TEST_RIDE_SLOTS } from '@contract/enquiry-rules';
import type { PersonAndPlace } from '@contract/common';
import type { ServiceCentre } from '@contract/reference';
import type { TestRideRequest, TestRideSlot } from '@contract/enquiries';
import { emptyPersonAndPlace, personAndPlaceBody, personChecks, placeChecks, validate, type Errors } from '@/lib/validation';
import { formatSlot } from './enquiry-helpers';
import { checkModel } from './enquiry-form';
import * as t from './messages';

export type TestRideField = keyof PersonAndPlace | 'model' | 'dealer_id' | 'preferred_date' | 'time_slot' | 'comments' | 'marketing';
export type TestRideValues = Record<TestRideField, string>;
export type DateWindow = { min: string; max: string };

export const emptyTestRide: TestRideValues = {
  ...emptyPersonAndPlace,
  model: '',
  dealer_id: '',
  preferred_date: '',
  time_slot: '',
  comments: '',
  marketing: '',
};

export const slotOptions = TEST_RIDE_SLOTS.map((s) => ({ value: s, label: formatSlot(s) }));
export const isSlot = (v: string): v is TestRideSlot => (TEST_RIDE_SLOTS as readonly string[]).includes(v);

/**
 * Errors of the form: the hub must be one of the chosen city's, the date inside the window (none is
 * valid before the window is known in the browser), the slot one of the four.
 */
export function validateTestRide(values: TestRideValues, hubs: readonly Pick<ServiceCentre, 'id'>[], range: DateWindow | null): Errors<TestRideField> {
  return validate(values, {
    model: checkModel,
    ...personChecks,
    ...placeChecks,
    dealer_id: (v) => (hubs.some((h) => String(h.id) === v) ? null : t.dealerError),
    preferred_date: (v) => (range && v >= range.min && v <= range.max ? null : t.dateError),
    time_slot: (v) => (isSlot(v) ? null : t.slotError),
    comments: (v) => (v.trim().length <= TEST_RIDE_COMMENTS_MAX ? null : t.commentsError),
  });
}

/** The request of valid values: person and place trimmed, the hub as a number, comments only when given. */
export function testRideBody(values: TestRideValues & { time_slot: TestRideSlot }): TestRideRequest {
  const comments = values.comments.trim();
  return {
    ...personAndPlaceBody(values),
    model: values.model,
    preferred_date: values.preferred_date,
    time_slot: values.time_slot,
    dealer_id: Number(values.dealer_id),
    ...(comments ? { comments } : {}),
    ...(values.marketing === 'yes' ? { marketing_consent: true } : {}),
  };
}
