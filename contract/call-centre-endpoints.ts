// Assisted sales (issue 13), described once (contract/endpoint.ts): a call-centre agent (or an admin) books a bike, or
// an upgrade, for a caller, who gets the order's payment link by SMS. The server registers them
// (server/modules/call-centre/routes.ts), the SPA calls them (src/features/call-centre/call-centre-api.ts) and the screen
// tests' MSW handlers are made from them (tests/mocks/handlers/call-centre.ts). Schemas: call-centre-endpoint-schemas.ts.
import type { AssistedBookingRequest, AssistedOrderResponse, AssistedUpgradeOtpRequest, AssistedUpgradeRequest } from './call-centre.js';
import type { MessageResponse } from './common.js';
import { endpoint } from './endpoint.js';

export const callCentreEndpoints = {
  book: endpoint<undefined, undefined, AssistedBookingRequest, AssistedOrderResponse>({
    method: 'POST', path: '/api/v1/callcentre/bookings', access: 'callcentre', status: 201,
    summary: "Book a bike for a caller and text them the booking's payment link",
  }),
  /** The same answer whether or not the chassis and mobile match: the agent learns nothing about the bike. */
  upgradeOtp: endpoint<undefined, undefined, AssistedUpgradeOtpRequest, MessageResponse>({
    method: 'POST', path: '/api/v1/callcentre/upgrades/otp', access: 'callcentre', status: 202,
    summary: 'Text the owner an OTP that lets the agent book an upgrade of their bike (the same answer whether or not they match)',
  }),
  upgrade: endpoint<undefined, undefined, AssistedUpgradeRequest, AssistedOrderResponse>({
    method: 'POST', path: '/api/v1/callcentre/upgrades', access: 'callcentre', status: 201,
    summary: "Book an upgrade for the owner who read their OTP to the agent, and text them the order's payment link",
  }),
} as const;

export type CallCentreEndpointName = keyof typeof callCentreEndpoints;
