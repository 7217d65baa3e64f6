// The customer's rights (issue 24), described once (contract/endpoint.ts): the two-step erasure of the account, the
// back office's list of erasure requests, and the data download (a file: JSON or a readable HTML page, fetched whole
// by the SPA's client). Registered by server/modules/privacy/routes.ts.
import { endpoint } from './endpoint.js';
import type { EraseInput, EraseOtpResponse, EraseResponse, ErasureRequestList, MyData } from './privacy.js';

export const privacyEndpoints = {
  myData: endpoint<undefined, undefined, undefined, MyData>({
    method: 'GET', path: '/api/v1/me/data', access: 'customer', status: 200,
    summary: 'Download my data: everything held on the account, as a JSON file',
  }),
  myDataHtml: endpoint<undefined, undefined, undefined, string>({
    method: 'GET', path: '/api/v1/me/data.html', access: 'customer', status: 200,
    summary: 'Download my data as a readable HTML page (every value escaped)',
  }),
  eraseOtp: endpoint<undefined, undefined, undefined, EraseOtpResponse>({
    method: 'POST', path: '/api/v1/me/erase/otp', access: 'customer', status: 200,
    summary: 'Delete my account, step 1: a code to the account’s mobile (the request is recorded)',
  }),
  erase: endpoint<undefined, undefined, EraseInput, EraseResponse>({
    method: 'POST', path: '/api/v1/me/erase', access: 'customer', status: 200,
    summary: 'Delete my account, step 2: with the code, erase the account in one transaction and end every session',
  }),
  erasureRequests: endpoint<undefined, undefined, undefined, ErasureRequestList>({
    method: 'GET', path: '/api/v1/back-office/erasure-requests', access: 'admin', status: 200,
    summary: 'Erasure requests, newest first: when asked and when carried out (no personal data)',
  }),
} as const;

export type PrivacyEndpointName = keyof typeof privacyEndpoints;
