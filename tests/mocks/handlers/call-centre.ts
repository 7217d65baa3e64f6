// The call centre's endpoints for screen tests, made from their descriptors (contract/call-centre-endpoints.ts), so
// every success answer is checked against the endpoint's schema: a booking for a caller, the owner's OTP for an
// assisted upgrade (the same answer whatever the chassis) and the upgrade, which takes OWNER_OTP only. What the
// agent sent is kept in callCentreCalls (resetCallCentre empties it).
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import type { AssistedBookingRequest, AssistedUpgradeOtpRequest, AssistedUpgradeRequest } from '@contract/call-centre';
import { callCentreEndpointSchemas } from '@contract/call-centre-endpoint-schemas';
import { callCentreEndpoints, type CallCentreEndpointName } from '@contract/call-centre-endpoints';
import type { BodyOf } from '@contract/endpoint';
import { UPGRADE_BOOKING_AMOUNT, upgradeMessages } from '@contract/upgrade-rules';
import { endpointHandler } from '../endpoint';
import { makeOrder } from './purchase';

/** The code the owner reads out to the agent. */
export const OWNER_OTP = '123456';
export const SENT_TO = '98xxxxxx10';

export const callCentreCalls = { bookings: [] as AssistedBookingRequest[], otps: [] as AssistedUpgradeOtpRequest[], upgrades: [] as AssistedUpgradeRequest[] };

export function resetCallCentre(): void {
  for (const calls of Object.values(callCentreCalls)) calls.length = 0;
}

/** A handler of one call-centre endpoint, its answers checked against the endpoint's schema. */
export function callCentreHandler<N extends CallCentreEndpointName>(
  name: N,
  resolver: HttpResponseResolver<PathParams, BodyOf<(typeof callCentreEndpoints)[N]> & DefaultBodyType>,
) {
  return endpointHandler(callCentreEndpoints[name], callCentreEndpointSchemas[name], resolver);
}

export const callCentreHandlers = [
  callCentreHandler('book', async ({ request }) => {
    const body = await request.json();
    callCentreCalls.bookings.push(body);
    const order = makeOrder({ id: 51, reference: 'BK-000051', kind: 'booking', assisted: true, amount: BOOKING_AMOUNT, colour: body.colour, mobile: body.mobile });
    return HttpResponse.json({ message: `Booked BK-000051. The payment link is on its way to ${SENT_TO}.`, data: { order, sent_to: SENT_TO } }, { status: 201 });
  }),
  callCentreHandler('upgradeOtp', async ({ request }) => {
    callCentreCalls.otps.push(await request.json());
    return HttpResponse.json({ message: upgradeMessages.ownerOtpSent }, { status: 202 });
  }),
  callCentreHandler('upgrade', async ({ request }) => {
    const body = await request.json();
    callCentreCalls.upgrades.push(body);
    if (body.otp !== OWNER_OTP) {
      return HttpResponse.json({ message: 'Check the highlighted fields.', errors: [{ field: 'otp', message: 'That OTP is not right. Check the SMS and try again.' }] }, { status: 400 });
    }
    const order = makeOrder({ id: 61, reference: 'UG-000061', kind: 'upgrade', assisted: true, amount: UPGRADE_BOOKING_AMOUNT, model_name: 'RV400 BRZ', colour: body.colour });
    return HttpResponse.json({ message: `Upgrade UG-000061 booked. The payment link is on its way to ${SENT_TO}.`, data: { order, sent_to: SENT_TO } }, { status: 201 });
  }),
];
